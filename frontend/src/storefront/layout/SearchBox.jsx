import { useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Icon from '../../components/Icon';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useSuggestions } from './api';
import SearchSuggestions, { preloadSuggestions } from './SearchSuggestions';
import { CLOSED, SUGGEST_DEBOUNCE_MS, comboboxKeyDown, optionId, suggestible, suggestionOptions } from './suggestions';

/**
 * The header search. The text lives in the home URL (/?q=...), so the home page shows the results;
 * typing elsewhere takes the shopper to them. `variant` is "desktop" or "mobile" (CSS shows one).
 * It is also a combobox (WAI-ARIA APG, list autocomplete): suggestions from two characters on; choosing
 * one opens its product or category, Enter without choosing keeps the full results.
 */
export default function SearchBox({ variant }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const listId = useId();
  const [combo, setCombo] = useState(CLOSED);
  // The URL holds the text, so the box shows what the results are for, after Back too. The router applies a
  // new URL within the keystroke's own render (Root.jsx: no transitions), so the box never lags behind the typing.
  const text = pathname === '/' ? (params.get('q') ?? '') : '';
  const query = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  // Only the box being typed in asks (the other variant is hidden by CSS).
  const { data } = useSuggestions(combo.open ? query : '');
  const options = combo.open && suggestible(text) ? suggestionOptions(data) : [];
  const expanded = options.length > 0;
  const active = combo.active < options.length ? combo.active : -1;

  const go = (value) => {
    navigate(value ? `/?q=${encodeURIComponent(value)}` : '/', { replace: pathname === '/' });
  };
  const choose = (option) => {
    setCombo(CLOSED);
    navigate(option.path);
  };
  const onKeyDown = (event) => {
    const { state, handled, effect } = comboboxKeyDown({ ...combo, active }, event.key, options.length);
    if (handled) event.preventDefault();
    setCombo(state);
    if (effect === 'choose') choose(options[active]);
    if (effect === 'clear' && text) go('');
  };

  return (
    <form role="search" className={`search-box search-box--${variant}`} onSubmit={(event) => event.preventDefault()}>
      <Icon name="search" size={18} className="search-box__icon" />
      <input
        type="search"
        role="combobox"
        className="search-box__input"
        placeholder={variant === 'mobile' ? 'Search products…' : 'Search phones, laptops, headphones…'}
        aria-label="Search products"
        aria-autocomplete="list"
        aria-controls={listId}
        aria-expanded={expanded}
        aria-activedescendant={active >= 0 ? optionId(listId, active) : undefined}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          go(event.target.value);
          setCombo({ open: true, active: -1 });
        }}
        onKeyDown={onKeyDown}
        onFocus={() => preloadSuggestions().catch(() => {})} // a chunk that failed is asked again at the next focus
        onBlur={() => setCombo(CLOSED)}
      />
      <SearchSuggestions
        listId={listId}
        options={options}
        active={active}
        expanded={expanded}
        query={query}
        onChoose={choose}
        onHover={(index) => setCombo({ open: true, active: index })}
      />
      <span role="status" className="visually-hidden">
        {expanded ? `${options.length} suggestions, use the up and down arrows to choose one.` : ''}
      </span>
    </form>
  );
}
