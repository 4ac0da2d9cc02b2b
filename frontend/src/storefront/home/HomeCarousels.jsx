import useSWR from 'swr';
import Spinner from '../../components/Spinner';
import { errorMessage } from '../../api/client';
import { useAddToCart } from '../../cart/useAddToCart';
import CategoryCarousel from './CategoryCarousel';

export const CAROUSEL_LIMIT = 6;

/** The nine category carousels, from one /api/products/home call. */
export default function HomeCarousels() {
  const { data: sections, error, isLoading } = useSWR('/api/products/home');
  const onAdd = useAddToCart('compact');
  if (isLoading) return <Spinner label="Loading products..." />;
  if (error) {
    return (
      <p className="state-message state-message--error" role="alert">
        {errorMessage(error, 'Could not load products. Please try again.')}
      </p>
    );
  }
  return (
    <div className="carousels">
      {sections.map((section) => (
        <CategoryCarousel
          key={section.slug}
          title={section.category}
          path={`/${section.slug}`}
          products={section.products.slice(0, CAROUSEL_LIMIT)}
          onAdd={onAdd}
        />
      ))}
    </div>
  );
}
