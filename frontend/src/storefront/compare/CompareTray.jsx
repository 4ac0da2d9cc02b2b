import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import Icon from '../../components/Icon';
import ProductImage from '../../components/ProductImage';
import { MAX_COMPARED_PRODUCTS } from '../../lib/serverConstants';
import { productPath } from '../../lib/paths';
import { compareUrl } from './compareIds';
import { useCompare } from '../../lib/compare/compareStore';
import './compareTray.css';

/**
 * Publishes the tray's height as --compare-tray-height, so the page keeps room below its last line
 * (compareTray.css) and the tray never hides the end of the page.
 */
function useTrayHeight(ref) {
  useEffect(() => {
    const root = document.documentElement;
    const element = ref.current;
    const publish = () => root.style.setProperty('--compare-tray-height', `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--compare-tray-height');
    };
  }, [ref]);
}

// On a phone the tray starts as one slim bar (count and Compare link); the products show on demand.
const NARROW = '(max-width: 599px)';
const startsExpanded = () => !window.matchMedia?.(NARROW).matches;

/** The chosen products at the bottom of the window: remove one, clear all, or open the comparison. */
export default function CompareTray() {
  const { selection, remove, clear } = useCompare();
  const [expanded, setExpanded] = useState(startsExpanded);
  const listId = useId();
  const trayRef = useRef(null);
  const toggleRef = useRef(null);
  useTrayHeight(trayRef);

  const onRemove = (id) => {
    remove([id]);
    // The pressed button is gone: keep the keyboard in the tray rather than at the top of the page.
    toggleRef.current?.focus();
  };

  return (
    <aside className="compare-tray" aria-label="Product comparison" ref={trayRef}>
      <div className="container compare-tray__bar">
        <button
          type="button"
          ref={toggleRef}
          className="compare-tray__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          <Icon name="chevronDown" size={18} className="compare-tray__chevron" />
          <span>
            Compare <span className="compare-tray__category">{selection[0]?.category}</span>{' '}
            <span className="compare-tray__count">
              ({selection.length} of {MAX_COMPARED_PRODUCTS})
            </span>
          </span>
        </button>
        <ul id={listId} className="compare-tray__items" hidden={!expanded}>
          {selection.map((entry) => (
            <li key={entry.id} className="compare-tray__item">
              <ProductImage src={entry.imageUrl} alt="" size={36} className="compare-tray__image" />
              <Link to={productPath(entry.id)} className="compare-tray__name">
                {entry.name}
              </Link>
              <button
                type="button"
                className="compare-tray__remove"
                aria-label={`Remove ${entry.name} from comparison`}
                onClick={() => onRemove(entry.id)}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
        <div className="compare-tray__actions">
          <button type="button" className="link-button compare-tray__clear" onClick={clear}>
            Clear
          </button>
          <Link to={compareUrl(selection.map((entry) => entry.id))} className="btn btn--primary btn--sm">
            Compare ({selection.length})
          </Link>
        </div>
      </div>
    </aside>
  );
}
