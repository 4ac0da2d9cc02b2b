import { useParams } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { useCatalog } from '../../lib/catalog';
import NotFound from '../../components/NotFound';
import { ProductGridSkeleton } from '../../components/product/ProductGrid';
import CategoryPage from './CategoryPage';

/** /:slug is a category page when the slug names one of the categories served by the API. */
export default function CategoryRoute() {
  const { slug } = useParams();
  const { categories, isLoading, error } = useCatalog();
  if (isLoading) {
    return (
      <main className="container page" id="main">
        <ProductGridSkeleton label="Loading..." />
      </main>
    );
  }
  if (error) {
    return (
      <main className="container page" id="main">
        <p className="state-message state-message--error" role="alert">
          {errorMessage(error, 'Could not load the categories. Please try again.')}
        </p>
      </main>
    );
  }
  const category = categories.find((item) => item.path === `/${slug}`);
  return category ? <CategoryPage key={category.name} category={category} /> : <NotFound />;
}
