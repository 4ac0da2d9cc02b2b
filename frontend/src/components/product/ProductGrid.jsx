import { errorMessage } from '../../api/client';
import { formatCount } from '../../lib/format';
import { ProductGridSkeleton } from './CardSkeletons';
import ProductCard from './ProductCard';

/** Loading, error, empty or results state of a product list, plus "load more". */
export default function ProductGrid({ list, loadingText, emptyText, onAdd }) {
  if (list.isLoading) return <ProductGridSkeleton label={loadingText} />;
  if (list.error) {
    return (
      <p className="state-message state-message--error" role="alert">
        {errorMessage(list.error, 'Could not load products. Please try again.')}
      </p>
    );
  }
  if (list.products.length === 0) return <p className="state-message">{emptyText}</p>;
  return (
    <>
      <ul className="product-grid">
        {list.products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} onAdd={onAdd} priority={index === 0} />
          </li>
        ))}
      </ul>
      {list.hasMore && (
        <div className="load-more">
          <button type="button" className="btn btn--secondary" onClick={list.loadMore} disabled={list.loadingMore}>
            {list.loadingMore
              ? 'Loading…'
              : list.countCapped
                ? 'Load more'
                : `Load more (${formatCount(list.count - list.products.length)} left)`}
          </button>
        </div>
      )}
    </>
  );
}
