import { Form, Formik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import * as Yup from 'yup';
import Dialog from '../../components/Dialog';
import FocusFirstError from '../../components/FocusFirstError';
import FormField from '../../components/FormField';
import { MAX_EXTRA_IMAGES } from '../../lib/serverConstants';
import { smallestPicture } from '../../lib/pictureSources';
import { formErrorsFromServer } from '../../lib/serverErrors';
import { useAction } from '../useAction';
import ImageDropZone from '../common/ImageDropZone';
import { addImage, removeImage, reorderImages, setMainImage } from '../common/productsApi';
import { madeMain, movedImage } from './imageOrder';

/** Main image and up to MAX_EXTRA_IMAGES (4) extra images of one product: pasted URLs or uploaded photos, the
 * extras reordered by drag and drop or their Earlier/Later buttons, any of them made the main one. */
export default function ProductImagesDialog({ product, onClose }) {
  return (
    <Dialog open={Boolean(product)} title="Manage Images" onClose={onClose} className="admin-dialog--wide">
      {product && <ImageManager initial={product} />}
    </Dialog>
  );
}

const LIMIT_TEXT = `Maximum of ${MAX_EXTRA_IMAGES} images reached. Remove an image to add a new one.`;

// The main image's toasts; Make main changes the main image too.
const MAIN_MESSAGES = {
  success: { title: 'Image Updated', description: 'The main product image has been changed.' },
  failureTitle: 'Update Failed',
  failure: 'Failed to update product image. Please try again.',
};

const REORDER_MESSAGES = { success: 'Image order saved', failure: 'Failed to reorder images' };

/** Each extra image's React key: its URL and how many times it came before (a URL may be listed twice). */
function imageKeys(urls) {
  const seen = {};
  return urls.map((url) => {
    seen[url] = (seen[url] ?? 0) + 1;
    return `${url}#${seen[url]}`;
  });
}

function ImageManager({ initial }) {
  // Every image call answers with the whole product; show that, and refresh the lists behind.
  const [product, setProduct] = useState(initial);
  const { run, pending } = useAction();
  // After a move the focus goes back to the moved image's same button ({index, action}), once it is drawn.
  const refocus = useRef(null);
  const listRef = useRef(null);
  const [drag, setDrag] = useState(null); // {from, over}: the extra image being dragged, and where it would go

  useEffect(() => {
    const wanted = refocus.current;
    refocus.current = null;
    if (!wanted) return;
    const buttons = [...(listRef.current?.children[wanted.index]?.querySelectorAll('[data-action]') ?? [])];
    const same = buttons.find((button) => button.dataset.action === wanted.action && !button.disabled);
    (same ?? buttons.find((button) => button.dataset.action.startsWith('move') && !button.disabled))?.focus();
  }, [product]);

  const apply = async (id, mutation, argument, messages) => {
    const outcome = await run(id, mutation, [product.id, argument], messages);
    if (outcome.ok) setProduct(outcome.result);
    return outcome;
  };

  const setMain = (imageURL) => apply('main', setMainImage, imageURL, MAIN_MESSAGES);
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
  const keys = imageKeys(extras);

  /** One change of order at a time; `then` is where the focus goes once the new order is shown. */
  const reorder = async (order, messages, then) => {
    if (pending !== null) return;
    refocus.current = then;
    const outcome = await apply('order', reorderImages, order, messages);
    if (!outcome.ok) refocus.current = null;
  };
  const move = (from, to, action) => {
    if (to < 0 || to >= extras.length || to === from) return;
    reorder(movedImage(extras, from, to), REORDER_MESSAGES, { index: to, action });
  };
  const makeMain = (index) =>
    reorder(madeMain(product.imageUrl, extras, index), MAIN_MESSAGES, { index, action: 'main' });

  const dragProps = (index) => ({
    draggable: pending === null,
    onDragStart: (event) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', extras[index]);
      setDrag({ from: index, over: null });
    },
    onDragOver: (event) => {
      if (!drag) return; // files dropped here are the upload zone's, not a move
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (drag.over !== index) setDrag({ ...drag, over: index });
    },
    onDrop: (event) => {
      if (!drag) return;
      event.preventDefault();
      setDrag(null);
      move(drag.from, index, null);
    },
    onDragEnd: () => setDrag(null),
  });

  return (
    <div className="admin-images">
      <p className="admin-images__product">{product.name}</p>
      <section aria-labelledby="main-image-title">
        <h3 id="main-image-title" className="admin-subtitle">
          Main image
        </h3>
        <div className="admin-images__main">
          <img src={smallestPicture(product, product.imageUrl)} alt={`${product.name}, main image`} />
          <div className="admin-images__sources">
            <UrlForm
              label="New main image URL"
              submitLabel="Update Image"
              blankMessage="Please enter a valid image URL."
              onSubmit={setMain}
            />
            <ImageDropZone label="Upload a main image" onUploaded={(answer) => setMain(answer.url)} />
          </div>
        </div>
      </section>

      <section aria-labelledby="extra-images-title">
        <h3 id="extra-images-title" className="admin-subtitle">
          Extra images ({extras.length} of {MAX_EXTRA_IMAGES})
        </h3>
        {extras.length > 1 && (
          <p className="admin-muted admin-images__how">
            Drag a picture onto another place, or use its Earlier and Later buttons.
          </p>
        )}
        {extras.length > 0 && (
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
                  onClick={() => remove(index)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        {extras.length >= MAX_EXTRA_IMAGES ? (
          <p className="admin-note">{LIMIT_TEXT}</p>
        ) : (
          <UrlForm label="Image URL" submitLabel="Add Image" blankMessage="Please enter an image URL" onSubmit={add} />
        )}
        <ImageDropZone
          className="admin-images__upload"
          label="Upload extra images"
          multiple
          slots={MAX_EXTRA_IMAGES - extras.length}
          limitMessage={LIMIT_TEXT}
          onUploaded={(answer) => add(answer.url)}
        />
      </section>
    </div>
  );
}

/**
 * One image URL field (the body's `imageURL`): a blank URL shows `blankMessage`, a URL the server refuses
 * shows its message at the field (the toast says it too), a saved URL clears the field.
 * `onSubmit(url)` resolves to useAction's {ok, error}.
 */
function UrlForm({ label, submitLabel, blankMessage, onSubmit }) {
  const schema = useMemo(() => Yup.object({ imageURL: Yup.string().trim().required(blankMessage) }), [blankMessage]);

  const submit = async ({ imageURL }, { resetForm, setErrors, setTouched }) => {
    const { ok, error } = await onSubmit(imageURL.trim());
    if (ok) {
      resetForm();
      return;
    }
    const fieldErrors = formErrorsFromServer(error.body?.errors, ['imageURL']);
    setTouched({ imageURL: 'imageURL' in fieldErrors }, false);
    setErrors(fieldErrors);
  };

  return (
    <Formik initialValues={{ imageURL: '' }} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate className="admin-url-form">
          <FocusFirstError />
          <FormField name="imageURL" label={label} type="url" placeholder="https://… or /static/…" />
          <button type="submit" className="admin-btn admin-btn--primary" disabled={isSubmitting}>
            {submitLabel}
          </button>
        </Form>
      )}
    </Formik>
  );
}
