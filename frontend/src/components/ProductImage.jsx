import { srcSetOf } from '../lib/pictureSources';

// Product pictures are square. width/height reserve their box before the file arrives. The page's first
// picture (its LCP candidate) loads at once and first (`priority`), the others of the first screen at once
// (`eager`), the rest as they near the screen. An uploaded photo's `renditions` (lib/pictureSources.js) become
// its srcset, with the caller's `sizes` (how wide its layout draws it); srcset and sizes come before src.
export const IMAGE_SIZE = 400;

export default function ProductImage({
  priority = false,
  eager = priority,
  size = IMAGE_SIZE,
  renditions,
  sizes,
  ...props
}) {
  const srcSet = srcSetOf(renditions);
  return (
    <img
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      {...props}
    />
  );
}
