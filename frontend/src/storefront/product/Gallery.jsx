import Icon from '../../components/Icon';
import ProductImage from '../../components/ProductImage';
import { GALLERY_SIZES, GALLERY_THUMB_SIZES, pictureSources } from '../../lib/pictureSources';
import { productImages } from '../../lib/productRules';
import { useImageIndex } from '../../lib/useImageIndex';

const THUMB_SIZE = 56;

/** Detail gallery: large image (the page's LCP), previous/next with wraparound, and thumbnails. */
export default function Gallery({ product }) {
  const images = productImages(product);
  const { index, previous, next, select } = useImageIndex(images.length);
  const many = images.length > 1;
  return (
    <div className="gallery">
      <div className="gallery__stage">
        <ProductImage
          src={images[index]}
          renditions={pictureSources(product, images[index])}
          sizes={GALLERY_SIZES}
          alt={many ? `${product.name}, image ${index + 1} of ${images.length}` : product.name}
          priority
        />
        {many && (
          <>
            <button
              type="button"
              className="image-carousel__nav image-carousel__nav--prev"
              onClick={previous}
              aria-label="Previous image"
            >
              <Icon name="chevronLeft" />
            </button>
            <button
              type="button"
              className="image-carousel__nav image-carousel__nav--next"
              onClick={next}
              aria-label="Next image"
            >
              <Icon name="chevronRight" />
            </button>
          </>
        )}
      </div>
      {many && (
        <ul className="gallery__thumbs">
          {images.map((src, thumb) => (
            <li key={src}>
              <button
                type="button"
                className={`gallery__thumb ${thumb === index ? 'is-active' : ''}`}
                onClick={() => select(thumb)}
                aria-label={`Show image ${thumb + 1}`}
                aria-current={thumb === index}
              >
                <ProductImage
                  src={src}
                  renditions={pictureSources(product, src)}
                  sizes={GALLERY_THUMB_SIZES}
                  alt=""
                  size={THUMB_SIZE}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
