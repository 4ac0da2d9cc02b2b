import { useId, useState } from 'react';
import { priceRangeParams } from './filterRules';

function PriceInput({ label, value, placeholder, onChange }) {
  const id = useId();
  return (
    <div className="field price-range__field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <span className="price-range__input">
        <span className="price-range__currency" aria-hidden="true">
          $
        </span>
        <input
          id={id}
          type="number"
          className="input"
          inputMode="decimal"
          min="0"
          max="99999999.99"
          step="any"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
    </div>
  );
}

/**
 * The listing's price range: min and max, both included, as the URL holds them (`min`, `max`, text). What is typed
 * applies on Apply, Enter, or when focus leaves the two fields: one history step for the range, not one a
 * keystroke. `range` ({min, max}, the answer's price facet) gives the fields their hints.
 */
export default function PriceRangeFilter({ min, max, range, onApply }) {
  const [draft, setDraft] = useState({ min, max });
  const [applied, setApplied] = useState({ min, max });
  // The URL's range changed (applied, Back, Clear filters): the fields show it.
  if (applied.min !== min || applied.max !== max) {
    setApplied({ min, max });
    setDraft({ min, max });
  }

  const apply = (form) => {
    const changes = form.checkValidity() && priceRangeParams(draft.min, draft.max);
    if (changes && (changes.minPrice !== min || changes.maxPrice !== max)) onApply(changes);
  };
  return (
    <form
      className="filters__group"
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) apply(event.currentTarget);
      }}
    >
      <fieldset className="filters__fieldset">
        <legend className="filters__legend">Price</legend>
        <div className="price-range">
          <PriceInput
            label="Min price"
            value={draft.min}
            placeholder={range?.min ? String(Math.floor(Number(range.min))) : '0'}
            onChange={(value) => setDraft({ ...draft, min: value })}
          />
          <PriceInput
            label="Max price"
            value={draft.max}
            placeholder={range?.max ? String(Math.ceil(Number(range.max))) : 'Any'}
            onChange={(value) => setDraft({ ...draft, max: value })}
          />
        </div>
        <button type="submit" className="btn btn--secondary btn--sm price-range__apply">
          Apply
        </button>
      </fieldset>
    </form>
  );
}
