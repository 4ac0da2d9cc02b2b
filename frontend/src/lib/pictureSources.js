// The renditions of an uploaded product photo: the product answer's
// `imageRenditions` maps a picture's URL to {"320": url, "640": url, "1280": url} (only widths below the
// original); pasted URLs have no entry, and the map itself may be absent.

/** The renditions of `url` among `product`'s pictures, or undefined (a pasted URL, an older answer). */
export function pictureSources(product, url) {
  const renditions = url ? product?.imageRenditions?.[url] : undefined;
  return renditions && Object.keys(renditions).length > 0 ? renditions : undefined;
}

/** An <img srcset> over the renditions, narrowest first ("a 320w, b 640w"), or undefined without any. */
export function srcSetOf(renditions) {
  if (!renditions) return undefined;
  const widths = Object.keys(renditions)
    .map(Number)
    .filter((width) => width > 0)
    .sort((a, b) => a - b);
  return widths.length > 0 ? widths.map((width) => `${renditions[width]} ${width}w`).join(', ') : undefined;
}

/** The smallest rendition of `url`, else `url` itself: for a picture shown at icon size from a stored entry. */
export function smallestPicture(product, url) {
  const renditions = pictureSources(product, url);
  if (!renditions) return url;
  const [narrowest] = Object.keys(renditions)
    .map(Number)
    .sort((a, b) => a - b);
  return renditions[narrowest];
}

// Each picture's `sizes`: how wide its layout (productCards.css, productDetail.css) draws it, in CSS px. The
// browser multiplies by the screen's pixel ratio and takes the narrowest rendition at least that wide. A 390 px
// phone at ratio 1 draws the product page's picture and a grid card 358-390 px wide, so it takes the 640
// rendition, never 1280 (decision 0018).
// One constant each, so a chunk carries only its own.

/** .detail__top: one column below 900 px, then the gallery's 1.1fr of the 1232 px container (about 620 px). */
export const GALLERY_SIZES = '(min-width: 900px) 620px, 100vw';
export const GALLERY_THUMB_SIZES = '56px';
/** .product-grid: 1 column, 2 from 560 px, 3 from 900 px, 4 from 1200 px. */
export const CARD_SIZES = '(min-width: 1200px) 300px, (min-width: 900px) 33vw, (min-width: 560px) 50vw, 100vw';
/** .carousel__item: 152 px on a phone, 220 px from 768 px. */
export const COMPACT_CARD_SIZES = '(max-width: 767px) 152px, 220px';
/** .featured__image: 96 px beside the text on a phone, at most 340 px from 600 px. */
export const FEATURED_SIZES = '(max-width: 599px) 96px, 340px';
export const CART_LINE_SIZES = '72px';
export const COMPARE_SIZES = '120px';
export const SUGGESTION_SIZES = '40px';
