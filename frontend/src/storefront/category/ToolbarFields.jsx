import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import Icon from '../../components/Icon';
import { useSubcategories } from '../../lib/catalog';
import { withParamChanges } from '../../lib/listingFilters';
import { PRICE_BANDS } from '../../lib/productQuery';

function Select({ label, value, onChange, options }) {
  const id = useId();
  return (
    <div className="field field--inline">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function SubcategorySelect({ category, value, onChange }) {
  const { data } = useSubcategories(category);
  const options = [
    { value: '', label: 'All Categories' },
    ...(data ?? []).map((name) => ({ value: name, label: name })),
  ];
  return <Select label="Category" value={value} onChange={onChange} options={options} />;
}

/** The search box, the page's filter (price band or subcategory) and the sort select of the `category` page, as its
 * `config` and its URL's `state` (pageConfig.js) give them; a change goes to the URL: a filter or sort is a step
 * Back returns from, typing a search only replaces the entry. */
export default function ToolbarFields({ category, config, state }) {
  const searchId = useId();
  const [, setParams] = useSearchParams();
  const onChange = (name, value) => {
    setParams(
      (current) => {
        const next = withParamChanges(current, { [name]: value });
        // Asking for the exact text holds for the search it was asked for, not the next one typed.
        if (name === 'search') next.delete('exact');
        return next;
      },
      { replace: name === 'search' },
    );
  };
  return (
    <div className="toolbar">
      <div className="toolbar__search">
        <label htmlFor={searchId} className="visually-hidden">
          Search {category.toLowerCase()}
        </label>
        <Icon name="search" size={18} className="toolbar__search-icon" />
        <input
          id={searchId}
          type="search"
          className="input"
          placeholder={config.searchPlaceholder}
          value={state.search}
          onChange={(event) => onChange('search', event.target.value)}
        />
      </div>
      <div className="toolbar__selects">
        {config.filter === 'priceBand' && (
          <Select
            label="Price"
            value={state.band}
            onChange={(value) => onChange('band', value)}
            options={PRICE_BANDS}
          />
        )}
        {config.filter === 'subcategory' && (
          <SubcategorySelect
            category={category}
            value={state.subcategory}
            onChange={(value) => onChange('subcategory', value)}
          />
        )}
        <Select
          label="Sort by"
          value={state.sort}
          onChange={(value) => onChange('sort', value)}
          options={config.sorts}
        />
      </div>
    </div>
  );
}
