import { Skeleton, SkeletonBox, SkeletonText } from '../Skeleton';

// Placeholders for ProductCard (and a grid of them) and CompactProductCard, built from their classes (see
// components/Skeleton).

export function ProductCardSkeleton() {
  return (
    <div className="product-card">
      <div className="product-card__media">
        <div className="image-carousel skeleton" />
      </div>
      <div className="product-card__body">
        <p className="product-card__brand">
          <SkeletonText width="30%" />
        </p>
        <h2 className="product-card__name">
          <SkeletonText width="75%" />
        </h2>
        <p className="product-card__description">
          <SkeletonText />
          <SkeletonText width="65%" />
        </p>
        <div className="product-card__footer">
          <div className="price-tag">
            <span className="price-tag__price">
              <SkeletonText width="5.5rem" />
            </span>
          </div>
          <SkeletonBox className="btn btn--sm" width="4.75rem" />
        </div>
      </div>
    </div>
  );
}

export function CompactCardSkeleton() {
  return (
    <div className="compact-card">
      <div className="compact-card__media skeleton" />
      <div className="compact-card__body">
        <p className="product-card__brand">
          <SkeletonText width="35%" />
        </p>
        <h3 className="compact-card__name">
          <SkeletonText width="85%" />
        </h3>
        <div className="product-card__footer">
          <div className="price-tag price-tag--sm">
            <span className="price-tag__price">
              <SkeletonText width="4.5rem" />
            </span>
          </div>
          <SkeletonBox className="icon-button" />
        </div>
      </div>
    </div>
  );
}

// Two rows of four on a wide screen: enough to fill the first screen while a page of products loads.
const SKELETON_CARDS = 8;

export function ProductGridSkeleton({ label }) {
  return (
    <Skeleton label={label}>
      <ul className="product-grid">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </Skeleton>
  );
}
