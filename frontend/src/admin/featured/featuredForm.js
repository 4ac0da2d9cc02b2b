// Featured item form <-> API mapping and validation, with the form's messages.
import * as Yup from 'yup';
import { FEATURED_MESSAGES as MESSAGES } from '../../lib/serverFormConstants';

export function featuredToFormValues(item) {
  return {
    productId: item ? String(item.productId) : '',
    title: item?.title ?? '',
    subtitle: item?.subtitle ?? '',
    buttonText: item?.buttonText ?? '',
    buttonLink: item?.buttonLink ?? '',
    // Stored items default to active; the form starts unchecked.
    isActive: item?.isActive ?? false,
  };
}

export function formValuesToFeatured(values) {
  return {
    productId: Number(values.productId),
    title: values.title.trim(),
    subtitle: values.subtitle.trim(),
    buttonText: values.buttonText.trim(),
    buttonLink: values.buttonLink.trim(),
    isActive: Boolean(values.isActive),
  };
}

const required = (message) => Yup.string().trim().required(message);

export const featuredSchema = Yup.object({
  productId: required('Select a product'),
  title: required(MESSAGES.title),
  subtitle: required(MESSAGES.subtitle),
  buttonText: required(MESSAGES.buttonText),
  buttonLink: required(MESSAGES.buttonLink),
  isActive: Yup.boolean(),
});
