import { Link } from 'react-router-dom';
import { Skeleton, SkeletonBox, SkeletonText } from '../../components/Skeleton';
import ProductImage from '../../components/ProductImage';
import { useActiveFeaturedItem } from '../../lib/catalog';
import { FEATURED_SIZES, pictureSources } from '../../lib/pictureSources';

const DEFAULT_BANNER = {
  label: 'EXPLORE',
  title: 'Latest Electronics',
  subtitle: 'Discover the newest phones, laptops and gadgets, hand-picked by our team.',
  buttonText: 'Shop Now',
  buttonLink: '/smartphones',
};

function BannerLink({ to, children }) {
  const className = 'btn btn--accent btn--lg';
  return to.startsWith('/') ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

// Shaped like a featured item with a product picture (what the shop normally shows).
function FeaturedSkeleton() {
  return (
    <Skeleton label="Loading the featured item...">
      <section className="featured featured--with-image">
        <div className="featured__text">
          <SkeletonBox className="featured__label" width="6.5rem" />
          <h2 className="featured__title">
            <SkeletonText width="70%" />
          </h2>
          <p className="featured__subtitle">
            <SkeletonText width="80%" />
          </p>
          <SkeletonBox className="btn btn--lg" width="9rem" />
        </div>
        <div className="featured__media">
          <div className="featured__image skeleton" />
        </div>
      </section>
    </Skeleton>
  );
}

/** The active featured item (FEATURED) or, without one, the default EXPLORE banner. */
export default function FeaturedBanner() {
  const { data: item, isLoading } = useActiveFeaturedItem();
  if (isLoading) return <FeaturedSkeleton />;

  const banner = item
    ? {
        label: 'FEATURED',
        title: item.title,
        subtitle: item.subtitle,
        buttonText: item.buttonText,
        buttonLink: item.buttonLink,
      }
    : DEFAULT_BANNER;
  const image = item?.product?.imageUrl;
  return (
    <section className={`featured ${image ? 'featured--with-image' : ''}`} aria-labelledby="featured-title">
      <div className="featured__text">
        <p className="featured__label">{banner.label}</p>
        <h2 id="featured-title" className="featured__title">
          {banner.title}
        </h2>
        {banner.subtitle && <p className="featured__subtitle">{banner.subtitle}</p>}
        <BannerLink to={banner.buttonLink}>{banner.buttonText}</BannerLink>
      </div>
      {image && (
        <div className="featured__media">
          {/* The home page's first product picture. */}
          <ProductImage
            className="featured__image"
            src={image}
            renditions={pictureSources(item.product, image)}
            sizes={FEATURED_SIZES}
            alt={item.product.name}
            priority
          />
        </div>
      )}
    </section>
  );
}
