import { useId } from 'react';
import { useCatalog } from '../../lib/catalog';
import { swatchHex } from '../../lib/colors';

/**
 * Radio swatches for the colour options (hex from the colour catalogue; unknown colours are gray).
 * `error`: a message that marks the group invalid and describes it (no colour chosen).
 */
export default function ColorSwatches({ product, value, onChange, error = null, ref }) {
  const catalog = useCatalog();
  const errorId = useId();
  return (
    <fieldset
      ref={ref}
      className={`swatches ${error ? 'swatches--invalid' : ''}`}
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="swatches__legend">
        Color: <strong>{value || 'Select a color'}</strong>
      </legend>
      <div className="swatches__options">
        {product.colorOptions.map((color) => (
          <label key={color} className="swatch" title={color}>
            <input type="radio" name="color" value={color} checked={value === color} onChange={() => onChange(color)} />
            <span
              className="swatch__dot"
              style={{ backgroundColor: swatchHex(color, product.category, catalog) }}
              aria-hidden="true"
            />
            <span className="visually-hidden">{color}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
