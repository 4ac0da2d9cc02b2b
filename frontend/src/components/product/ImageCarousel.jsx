import Icon from '../Icon';
import ProductImage from '../ProductImage';
import { CARD_SIZES, pictureSources } from '../../lib/pictureSources';
import { productImages } from '../../lib/productRules';
import { useImageIndex } from '../../lib/useImageIndex';

/** The card's image with previous/next buttons whose index wraps around in both directions. */
export default function ImageCarousel({ product, priority }) {
  const images = productImages(product);
  const { index, previous, next } = useImageIndex(images.length);
  const many = images.length > 1;
  return (
    <div className="image-carousel">
      <ProductImage
        className="image-carousel__image"
        src={images[index]}
        renditions={pictureSources(product, images[index])}
        sizes={CARD_SIZES}
        alt={many ? `${product.name}, image ${index + 1} of ${images.length}` : product.name}
        priority={priority}
      />
      {many && (
        <>
          <button
            type="button"
            className="image-carousel__nav image-carousel__nav--prev"
            aria-label={`Previous image of ${product.name}`}
            onClick={previous}
          >
            <Icon name="chevronLeft" size={18} />
          </button>
          <button
            type="button"
            className="image-carousel__nav image-carousel__nav--next"
            aria-label={`Next image of ${product.name}`}
            onClick={next}
          >
            <Icon name="chevronRight" size={18} />
          </button>
          <div className="image-carousel__dots" aria-hidden="true">
            {images.map((src, dot) => (
              <span key={src} className={dot === index ? 'is-active' : ''} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
