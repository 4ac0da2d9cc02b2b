import { formatCount } from '../../lib/format';
import { TOP_BRANDS, toggleBrand, visibleBrands } from './filterRules';
import { MAX_BRANDS_FILTERED } from '../../lib/serverConstants';
import { useDisclosure } from './useDisclosure';

/** The brands of a listing as checkboxes with their counts (`options`, the answer's brand facet; nothing while it is
 * unknown): the first TOP_BRANDS, and the rest on "Show all"; no more checked than the API takes. `onChange` gets the
 * brands checked. */
export default function BrandFilter({ options, checked, onChange }) {
  const more = useDisclosure();
  if (!options) return null;
  const brands = visibleBrands(options, checked, more.open);
  return (
    <fieldset className="filters__group filters__fieldset">
      <legend className="filters__legend">Brand</legend>
      {brands.length === 0 ? (
        <p className="filters__empty">No brands to choose from.</p>
      ) : (
        <ul id={more.buttonProps['aria-controls']} className="facet-list">
          {brands.map(({ value, count }) => (
            <li key={value}>
              <label className="facet">
                <input
                  type="checkbox"
                  className="facet__box"
                  checked={checked.includes(value)}
                  disabled={!checked.includes(value) && checked.length >= MAX_BRANDS_FILTERED}
                  onChange={() => onChange(toggleBrand(checked, value))}
                />
                <span className="facet__name">{value}</span> <span className="facet__count">{formatCount(count)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {options.length > TOP_BRANDS && (
        <button className="filters__more" {...more.buttonProps}>
          {more.open ? 'Show fewer' : `Show all ${formatCount(options.length)} brands`}
        </button>
      )}
    </fieldset>
  );
}
