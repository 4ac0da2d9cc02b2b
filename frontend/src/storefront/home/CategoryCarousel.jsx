import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import Icon from '../../components/Icon';
import CompactProductCard from '../product/CompactProductCard';

export const SCROLL_STEP_PX = 320;

/** One category row: title, See All, and left/right buttons that scroll by 320 px. */
export default function CategoryCarousel({ title, path, products, onAdd }) {
  const scrollerRef = useRef(null);
  const titleId = useId();
  const scroll = (direction) => scrollerRef.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: 'smooth' });

  return (
    <section className="carousel" aria-labelledby={titleId}>
      <div className="carousel__header">
        <h2 id={titleId} className="section-title">
          {title}
        </h2>
        <div className="carousel__controls">
          <Link to={path} className="carousel__see-all" aria-label={`See all ${title}`}>
            See All
          </Link>
          <button type="button" className="icon-button" onClick={() => scroll(-1)} aria-label={`Scroll ${title} left`}>
            <Icon name="chevronLeft" />
          </button>
          <button type="button" className="icon-button" onClick={() => scroll(1)} aria-label={`Scroll ${title} right`}>
            <Icon name="chevronRight" />
          </button>
        </div>
      </div>
      {products.length === 0 ? (
        <p className="state-message state-message--inline">New {title.toLowerCase()} are on their way.</p>
      ) : (
        <ul className="carousel__track" ref={scrollerRef}>
          {products.map((product) => (
            <li key={product.id} className="carousel__item">
              <CompactProductCard product={product} onAdd={onAdd} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
