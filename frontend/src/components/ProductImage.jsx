// Product pictures are square. width/height reserve their box before the file arrives. Only the page's
// first picture (its LCP candidate) loads at once and first; the others load as they near the screen.
export const IMAGE_SIZE = 400;

export default function ProductImage({ priority = false, size = IMAGE_SIZE, ...props }) {
  return (
    <img
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      {...props}
    />
  );
}
