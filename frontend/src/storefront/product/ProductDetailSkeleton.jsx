import Icon from '../../components/Icon';
import { Skeleton, SkeletonBox, SkeletonText } from '../../components/Skeleton';

// Key Features and Technical Specifications usually run to about this many lines.
const SECTION_LINES = 5;

// The product page while its chunk or its product loads, laid out like ProductView (the sections too, so
// the footer stays below the first screen until the product arrives).
export default function ProductDetailSkeleton() {
  return (
    <main className="container page detail" id="main">
      <Skeleton label="Loading product details...">
        <div className="breadcrumb">
          <ol>
            <li>
              <SkeletonText width="14rem" />
            </li>
          </ol>
        </div>
        <span className="back-link">
          <Icon name="arrowLeft" size={16} />
          {/* A flex item holding the bar, so it keeps the link text's line height. */}
          <span>
            <SkeletonText width="8rem" />
          </span>
        </span>
        <div className="detail__top">
          <div className="gallery">
            <div className="gallery__stage skeleton" />
          </div>
          <div className="detail__info">
            <p className="product-card__brand">
              <SkeletonText width="20%" />
            </p>
            <h1 className="detail__name">
              <SkeletonText width="75%" />
            </h1>
            <p className="detail__model">
              <SkeletonText width="35%" />
            </p>
            <div className="detail__badges">
              <SkeletonBox className="badge" width="5rem" />
            </div>
            <div className="price-tag price-tag--lg">
              <span className="price-tag__price">
                <SkeletonText width="9rem" />
              </span>
            </div>
            <p className="detail__description">
              <SkeletonText />
              <SkeletonText />
              <SkeletonText width="60%" />
            </p>
            <SkeletonBox className="btn btn--lg btn--block" />
          </div>
        </div>
        <div className="detail__sections">
          {['60%', '75%'].map((titleWidth) => (
            <div key={titleWidth} className="panel">
              <h2 className="panel__title">
                <SkeletonText width={titleWidth} />
              </h2>
              <div className="feature-list">
                {Array.from({ length: SECTION_LINES }, (_, line) => (
                  <p key={line} className="detail__description">
                    <SkeletonText width={line % 2 ? '70%' : '90%'} />
                  </p>
                ))}
              </div>
            </div>
          ))}
        </div>
      </Skeleton>
    </main>
  );
}
