import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import * as Yup from 'yup';
import Dialog from '../../components/Dialog';
import FocusFirstError from '../../components/FocusFirstError';
import FormField from '../../components/FormField';
import { MAX_EXTRA_IMAGES } from '../../lib/serverFormConstants';
import { smallestPicture } from '../../lib/pictureSources';
import { formErrorsFromServer } from '../../lib/serverErrors';
import { useAction } from '../useAction';
import ImageDropZone from '../common/ImageDropZone';
import { addImage, removeImage, setMainImage } from '../common/productsApi';
import ExtraImageList from './ExtraImageList';
import { MAIN_MESSAGES, useImageReorder } from './useImageReorder';

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

function ImageManager({ initial }) {
  // Every image call answers with the whole product; show that, and refresh the lists behind.
  const [product, setProduct] = useState(initial);
  const { run, pending } = useAction();

  const apply = async (id, mutation, argument, messages) => {
    const outcome = await run(id, mutation, [product.id, argument], messages);
    if (outcome.ok) setProduct(outcome.result);
    return outcome;
  };
  const reorder = useImageReorder(product, apply, pending);

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
        <ExtraImageList product={product} reorder={reorder} pending={pending} onRemove={remove} />
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
