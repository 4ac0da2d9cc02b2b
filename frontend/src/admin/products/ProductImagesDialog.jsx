import { useId, useState } from 'react';
import Dialog from '../../components/Dialog';
import { MAX_EXTRA_IMAGES } from '../../lib/serverConstants';
import { useAction } from '../useAction';
import { addImage, removeImage, setMainImage } from './api';

/** Main image and up to MAX_EXTRA_IMAGES (4) extra images of one product. */
export default function ProductImagesDialog({ product, onClose }) {
  return (
    <Dialog open={Boolean(product)} title="Manage Images" onClose={onClose} className="admin-dialog--wide">
      {product && <ImageManager initial={product} />}
    </Dialog>
  );
}

function ImageManager({ initial }) {
  // Every image call answers with the whole product; show that, and refresh the lists behind.
  const [product, setProduct] = useState(initial);
  const { run, pending } = useAction();

  const apply = async (id, mutation, argument, messages) => {
    const { ok, result } = await run(id, mutation, [product.id, argument], messages);
    if (ok) setProduct(result);
    return ok;
  };

  const setMain = (imageURL) =>
    apply('main', setMainImage, imageURL, {
      success: { title: 'Image Updated', description: 'The main product image has been changed.' },
      failureTitle: 'Update Failed',
      failure: 'Failed to update product image. Please try again.',
    });
  const add = (imageURL) =>
    apply('add', addImage, imageURL, {
      success: 'Image added successfully',
      failure: 'Failed to add image',
    });
  const remove = (index) =>
    apply(`remove-${index}`, removeImage, index, {
      success: 'Image removed successfully',
      failure: 'Failed to remove image',
    });

  const extras = product.imageUrls ?? [];
  return (
    <div className="admin-images">
      <p className="admin-images__product">{product.name}</p>
      <section aria-labelledby="main-image-title">
        <h3 id="main-image-title" className="admin-subtitle">
          Main image
        </h3>
        <div className="admin-images__main">
          <img src={product.imageUrl} alt={`${product.name}, main image`} />
          <UrlForm
            label="New main image URL"
            submitLabel="Update Image"
            blankMessage="Please enter a valid image URL."
            busy={pending === 'main'}
            onSubmit={setMain}
          />
        </div>
      </section>

      <section aria-labelledby="extra-images-title">
        <h3 id="extra-images-title" className="admin-subtitle">
          Extra images ({extras.length} of {MAX_EXTRA_IMAGES})
        </h3>
        {extras.length > 0 && (
          <ul className="admin-images__grid">
            {extras.map((url, index) => (
              // Positions are the API's identity for extra images (DELETE .../images/{index}).
              <li key={`${index}-${url}`} className="admin-images__item">
                <img src={url} alt={`${product.name}, extra image ${index + 1}`} />
                <button
                  type="button"
                  className="admin-btn admin-btn--danger-outline"
                  aria-label={`Remove image ${index + 1}`}
                  disabled={pending === `remove-${index}`}
                  onClick={() => remove(index)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        {extras.length >= MAX_EXTRA_IMAGES ? (
          <p className="admin-note">Maximum of {MAX_EXTRA_IMAGES} images reached. Remove an image to add a new one.</p>
        ) : (
          <UrlForm
            label="Image URL"
            submitLabel="Add Image"
            blankMessage="Please enter an image URL"
            busy={pending === 'add'}
            onSubmit={add}
          />
        )}
      </section>
    </div>
  );
}

/** One URL input; a blank URL shows `blankMessage`, a successful submit clears the input. */
function UrlForm({ label, submitLabel, blankMessage, busy, onSubmit }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');

  const submit = async (event) => {
    event.preventDefault();
    const url = value.trim();
    if (!url) {
      setError(blankMessage);
      return;
    }
    setError('');
    if (await onSubmit(url)) setValue('');
  };

  return (
    <form className="admin-url-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>{label}</label>
      <div className="admin-url-form__row">
        <input
          id={id}
          type="url"
          value={value}
          placeholder="https://… or /static/…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="admin-btn admin-btn--primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="admin-field__error">
          {error}
        </p>
      )}
    </form>
  );
}
