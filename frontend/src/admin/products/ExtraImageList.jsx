import { smallestPicture } from '../../lib/pictureSources';

/** Each extra image's React key: its URL and how many times it came before (a URL may be listed twice). */
function imageKeys(urls) {
  const seen = {};
  return urls.map((url) => {
    seen[url] = (seen[url] ?? 0) + 1;
    return `${url}#${seen[url]}`;
  });
}

/**
 * A product's extra images in their order, each with its Earlier/Later, Make main and Remove buttons and draggable
 * onto another place. `reorder`: useImageReorder's answer; `onRemove(index)`; `pending`: useAction's.
 */
export default function ExtraImageList({ product, reorder, pending, onRemove }) {
  const extras = product.imageUrls ?? [];
  const keys = imageKeys(extras);
  const { listRef, drag, dragProps, move, makeMain } = reorder;
  if (extras.length === 0) return null;
  return (
    <>
      {extras.length > 1 && (
        <p className="admin-muted admin-images__how">
          Drag a picture onto another place, or use its Earlier and Later buttons.
        </p>
      )}
      <ul className="admin-images__grid" ref={listRef}>
        {extras.map((url, index) => (
          // Positions are the API's identity for extra images (DELETE .../images/{index}).
          <li
            key={keys[index]}
            className={[
              'admin-images__item',
              drag?.from === index && 'is-dragged',
              drag && drag.over === index && drag.from !== index && 'is-drop-target',
            ]
              .filter(Boolean)
              .join(' ')}
            {...dragProps(index)}
          >
            <img
              src={smallestPicture(product, url)}
              alt={`${product.name}, extra image ${index + 1}`}
              draggable={false}
            />
            <div className="admin-images__moves">
              <button
                type="button"
                className="admin-btn"
                data-action="move-earlier"
                aria-label={`Move image ${index + 1} earlier`}
                disabled={index === 0}
                onClick={() => move(index, index - 1, 'move-earlier')}
              >
                Earlier
              </button>
              <button
                type="button"
                className="admin-btn"
                data-action="move-later"
                aria-label={`Move image ${index + 1} later`}
                disabled={index === extras.length - 1}
                onClick={() => move(index, index + 1, 'move-later')}
              >
                Later
              </button>
            </div>
            <button
              type="button"
              className="admin-btn"
              data-action="main"
              aria-label={`Make main: image ${index + 1}`}
              onClick={() => makeMain(index)}
            >
              Make main
            </button>
            <button
              type="button"
              className="admin-btn admin-btn--danger-outline"
              aria-label={`Remove image ${index + 1}`}
              disabled={pending === `remove-${index}`}
              onClick={() => onRemove(index)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
