import { errorMessage } from '../../api/client';
import LazyHydrate from '../../components/LazyHydrate';
import { Skeleton, SkeletonBox, SkeletonText } from '../../components/Skeleton';
import { useAddToCart } from '../../lib/cart/useAddToCart';
import { useCatalog, useHomeSections } from '../../lib/catalog';
import { HOME_PRODUCTS_PER_CATEGORY } from '../../lib/serverConstants';
import { CompactCardSkeleton } from '../../components/product/CardSkeletons';
import CategoryCarousel from './CategoryCarousel';

// One carousel per category (the home answer lists them all), each with a full row of cards.
function CarouselsSkeleton() {
  const { categories } = useCatalog();
  return (
    <Skeleton label="Loading products..." className="carousels">
      {categories.map((category) => (
        <section key={category.slug} className="carousel">
          <div className="carousel__header">
            <h2 className="section-title">
              <SkeletonText width="8rem" />
            </h2>
            <SkeletonBox className="icon-button" />
          </div>
          <ul className="carousel__track">
            {Array.from({ length: HOME_PRODUCTS_PER_CATEGORY }, (_, index) => (
              <li key={index} className="carousel__item">
                <CompactCardSkeleton />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Skeleton>
  );
}

/** The nine category carousels, from one /api/products/home call. */
export default function HomeCarousels() {
  const { data: sections, error, isLoading } = useHomeSections();
  const onAdd = useAddToCart('compact');
  if (isLoading) return <CarouselsSkeleton />;
  if (error) {
    return (
      <p className="state-message state-message--error" role="alert">
        {errorMessage(error, 'Could not load products. Please try again.')}
      </p>
    );
  }
  return (
    <div className="carousels">
      {sections.map((section, index) => {
        const carousel = (
          <CategoryCarousel
            key={section.slug}
            // Below the hero and the featured banner, the first row starts within the first screen on a phone and
            // on a desktop; on a phone its first picture is the largest paint, which Lighthouse found lazy-loaded.
            onFirstScreen={index === 0}
            title={section.category}
            path={`/${section.slug}`}
            products={section.products.slice(0, HOME_PRODUCTS_PER_CATEGORY)}
            onAdd={onAdd}
          />
        );
        // The rows below it keep the server's HTML until they near the screen (components/LazyHydrate.jsx).
        return index === 0 ? carousel : <LazyHydrate key={section.slug}>{carousel}</LazyHydrate>;
      })}
    </div>
  );
}
