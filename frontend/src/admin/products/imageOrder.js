// The bodies of PUT /api/products/{id}/images, as pure functions.

/** Reorder: {imageUrls} with the extra image at `from` moved to `to`, the others keeping their order. */
export function movedImage(imageUrls, from, to) {
  const next = [...imageUrls];
  const [image] = next.splice(from, 1);
  next.splice(to, 0, image);
  return { imageUrls: next };
}

/** Make main: the extra image at `index` becomes the main one, which takes its place among the extras. */
export function madeMain(imageUrl, imageUrls, index) {
  return { imageUrl: imageUrls[index], imageUrls: imageUrls.map((url, at) => (at === index ? imageUrl : url)) };
}
