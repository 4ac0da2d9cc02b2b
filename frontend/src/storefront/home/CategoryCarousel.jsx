import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import Icon from '../../components/Icon';
import CompactProductCard from '../../components/product/CompactProductCard';
import { carouselStep, scrollEdges } from './carouselScroll';

/** The distance from one card to the next, as laid out (0 before layout). */
function cardStride(track) {
  const [first, second] = track.children;
  if (!first) return 0;
  return second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
}

/** One category row: title, See All, and left/right buttons that scroll by 320 px and stop at the ends.
 * `onFirstScreen`: the row starts within the first screen, so its pictures load at once. */
export default function CategoryCarousel({ title, path, products, onAdd, onFirstScreen = false }) {
  const scrollerRef = useRef(null);
  const titleId = useId();
  // Two booleans rather than one object: setting the value a row already has does not render it again
  // (on load, every row measured itself and rendered all its cards a second and a third time).
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  // The buttons follow the track, whether it moved by a button, a swipe or the keyboard, or was resized.
  useEffect(() => {
    const track = scrollerRef.current;
    if (!track) return undefined;
    const update = () => {
      const edges = scrollEdges(track);
      setAtStart(edges.atStart);
      setAtEnd(edges.atEnd);
    };
    update();
    track.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(track);
    return () => {
      track.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [products.length]);

  const scroll = (direction) => {
    const track = scrollerRef.current;
    track?.scrollBy({ left: direction * carouselStep(cardStride(track)), behavior: 'smooth' });
  };

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
          <button
            type="button"
            className="icon-button"
            onClick={() => scroll(-1)}
            disabled={atStart}
            aria-label={`Scroll ${title} left`}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className="icon-button"
            onClick={() => scroll(1)}
            disabled={products.length === 0 || atEnd}
            aria-label={`Scroll ${title} right`}
          >
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
              <CompactProductCard product={product} onAdd={onAdd} eagerImage={onFirstScreen} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
