// Product form <-> API mapping and validation, with the messages the server gives.
import * as Yup from 'yup';
import { MAX_STOCK, PRODUCT_MESSAGES as MESSAGES } from '../../lib/serverFormConstants';

// Money the server accepts: up to 8 digits before the point, up to 2 after (precision 10, scale 2).
const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;
const AMOUNT_MESSAGE = 'Enter an amount like 1299.99';

/** "a, b,, c " -> ["a", "b", "c"]: comma-separated, trimmed, empty entries dropped. */
export function parseList(text) {
  return (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export const emptySpecRow = () => ({ key: '', value: '' });

/** {"Storage": "128 GB"} -> [{key: "Storage", value: "128 GB"}] (one blank row when empty). */
export function specsToRows(specifications) {
  const rows = Object.entries(specifications ?? {}).map(([key, value]) => ({ key, value: String(value) }));
  return rows.length ? rows : [emptySpecRow()];
}

/** Rows -> object, trimmed; rows left entirely blank are dropped. */
export function rowsToSpecs(rows) {
  return Object.fromEntries(
    rows.map(({ key, value }) => [key.trim(), value.trim()]).filter(([key, value]) => key || value),
  );
}

export function productToFormValues(product) {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product?.price ?? '',
    originalPrice: product?.originalPrice ?? '',
    category: product?.category ?? '',
    subcategory: product?.subcategory ?? '',
    brand: product?.brand ?? '',
    model: product?.model ?? '',
    color: product?.color ?? '',
    colorOptions: (product?.colorOptions ?? []).join(', '),
    features: (product?.features ?? []).join(', '),
    specifications: specsToRows(product?.specifications),
    imageUrl: product?.imageUrl ?? '',
    stock: String(product?.stock ?? 0),
    isActive: product?.isActive ?? true,
  };
}

const orNull = (text) => text.trim() || null;

export function formValuesToPayload(values) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: values.price.trim(),
    originalPrice: orNull(values.originalPrice),
    category: values.category,
    subcategory: orNull(values.subcategory),
    brand: values.brand.trim(),
    model: values.model.trim(),
    color: orNull(values.color),
    colorOptions: parseList(values.colorOptions),
    features: parseList(values.features),
    specifications: rowsToSpecs(values.specifications),
    imageUrl: values.imageUrl.trim(),
    stock: Number(values.stock),
    isActive: values.isActive,
  };
}

const required = (field) => Yup.string().trim().required(MESSAGES[field]);
const amountFormat = { message: AMOUNT_MESSAGE, excludeEmptyString: true };

/** The product form's rules; `categories` (from /api/categories) says which need a subcategory. */
export function productSchemaFor(categories) {
  const needsSubcategory = new Set(categories.filter((c) => c.subcategoryRequired).map((c) => c.name));
  return Yup.object({
    name: required('name'),
    description: required('description'),
    price: required('price').matches(AMOUNT, amountFormat),
    originalPrice: Yup.string().trim().matches(AMOUNT, amountFormat),
    category: required('category'),
    subcategory: Yup.string().when('category', {
      is: (category) => needsSubcategory.has(category),
      then: () => required('subcategory'),
    }),
    brand: required('brand'),
    model: required('model'),
    features: Yup.string().test('features', MESSAGES.features, (text) => parseList(text).length > 0),
    specifications: Yup.array()
      .of(
        Yup.object({
          key: Yup.string().when('value', {
            is: (value) => Boolean(value?.trim()),
            then: (schema) => schema.trim().required('Name the specification'),
          }),
          value: Yup.string(),
        }),
      )
      .test('unique', 'Each specification name may appear once', (rows) => {
        const keys = (rows ?? []).map((row) => row.key?.trim()).filter(Boolean);
        return new Set(keys).size === keys.length;
      }),
    imageUrl: required('imageUrl'),
    stock: Yup.number()
      .typeError(MESSAGES.stockMin)
      .required(MESSAGES.stockMin)
      .integer(MESSAGES.stockInvalid)
      .min(0, MESSAGES.stockMin)
      .max(MAX_STOCK, MESSAGES.stockMax),
  });
}

/**
 * PUT body of an edit. Stock goes only when staff changed it: the form starts from the list's copy, and
 * checkouts may have sold units since, which sending the old count back would put on sale again.
 */
export function editPayload(values, product) {
  const { stock, ...payload } = formValuesToPayload(values);
  return stock === product.stock ? payload : { ...payload, stock };
}

/** PUT body that flips isActive (stock left to the server, as in any edit that does not change it). */
export function toggleActivePayload(product) {
  return editPayload({ ...productToFormValues(product), isActive: !product.isActive }, product);
}
