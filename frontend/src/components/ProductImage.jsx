// Product pictures are square. width/height reserve their box before the file arrives. The page's first
// picture (its LCP candidate) loads at once and first (`priority`), the others of the first screen at once
// (`eager`), the rest as they near the screen.
export const IMAGE_SIZE = 400;

export default function ProductImage({ priority = false, eager = priority, size = IMAGE_SIZE, ...props }) {
  return (
    <img
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      {...props}
    />
  );
}
