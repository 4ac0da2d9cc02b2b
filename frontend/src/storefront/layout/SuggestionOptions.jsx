import { useEffect } from 'react';
import Icon from '../../components/Icon';
import ProductImage from '../../components/ProductImage';
import { SUGGESTION_SIZES, pictureSources } from '../../lib/pictureSources';
import { formatPrice } from '../../lib/format';
import { highlightParts, optionId } from './suggestions';
import './suggestions.css';

function Highlighted({ text, query }) {
  return highlightParts(text, query).map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
  );
}

function Option({ listId, index, option, active, query, onChoose, onHover }) {
  return (
    <div
      role="option"
      id={optionId(listId, index)}
      aria-selected={active}
      className={`suggestion suggestion--${option.kind}${active ? ' is-active' : ''}`}
      onClick={() => onChoose(option)}
      onMouseMove={() => !active && onHover(index)}
    >
      {option.kind === 'product' ? (
        <>
          {/* The name follows as text, so the picture adds nothing for a screen reader. */}
          <ProductImage
            src={option.product.imageUrl}
            renditions={pictureSources(option.product, option.product.imageUrl)}
            sizes={SUGGESTION_SIZES}
            alt=""
            size={40}
            className="suggestion__image"
          />
          <span className="suggestion__text">
            <span className="suggestion__name">
              <Highlighted text={option.label} query={query} />
            </span>
            <span className="suggestion__meta">{option.product.brand}</span>
          </span>
          <span className="suggestion__price">{formatPrice(option.product.price)}</span>
        </>
      ) : (
        <>
          <span className="suggestion__icon">
            <Icon name="search" size={16} />
          </span>
          <span className="suggestion__text">
            <span className="suggestion__name">
              <Highlighted text={option.label} query={query} />
            </span>
          </span>
          <Icon name="chevronRight" size={16} className="suggestion__chevron" />
        </>
      )}
    </div>
  );
}

/**
 * The suggestions' groups and options, inside the combobox's listbox (SearchSuggestions.jsx): a chunk of its own
 * with its style sheet, fetched when a search field is first focused.
 */
export default function SuggestionOptions({ listId, options, active, query, onChoose, onHover }) {
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(listId, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [listId, active]);

  const groups = [
    { kind: 'category', title: 'Categories' },
    { kind: 'product', title: 'Products' },
  ];
  return groups.map(({ kind, title }) => {
    const members = options.map((option, index) => ({ option, index })).filter((m) => m.option.kind === kind);
    if (members.length === 0) return null;
    return (
      // The visible title is hidden from assistive technology: the group's label says it once.
      <div key={kind} role="group" aria-label={title} className="suggestions__group">
        <div className="suggestions__title" aria-hidden="true">
          {title}
        </div>
        {members.map(({ option, index }) => (
          <Option
            key={option.key}
            listId={listId}
            index={index}
            option={option}
            active={index === active}
            query={query}
            onChoose={onChoose}
            onHover={onHover}
          />
        ))}
      </div>
    );
  });
}
