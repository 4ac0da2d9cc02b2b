import Icon from './Icon';
import { useCompare } from '../lib/compare/compareStore';
import './CompareToggle.css';

/**
 * "Compare" on a product card or the detail page: a toggle button (aria-pressed), named after the
 * product so a page of cards does not read as many identical buttons. A refusal is a toast.
 */
export default function CompareToggle({ product, className = '' }) {
  const { isCompared, toggle } = useCompare();
  const pressed = isCompared(product.id);
  return (
    <button
      type="button"
      className={`compare-toggle${pressed ? ' is-pressed' : ''} ${className}`}
      aria-pressed={pressed}
      aria-label={`Compare ${product.name}`}
      onClick={() => toggle(product)}
    >
      <Icon name={pressed ? 'check' : 'plus'} size={16} />
      Compare
    </button>
  );
}
