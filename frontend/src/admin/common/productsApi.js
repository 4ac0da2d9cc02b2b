// The staff app's product requests: the staff list, the writes (with what each makes stale), the
// product's history and the low-stock report. Public product URLs come from lib/catalog.js.
import useSWR from 'swr';
import { apiRequest, withQuery } from '../../api/client';
import { uploadFile } from '../../api/upload';
import { PRODUCTS_URL, productUrl } from '../../lib/catalog';
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE_MESSAGE } from '../../lib/serverFormConstants';
import { ANALYTICS_URL } from '../api';

export const STAFF_PRODUCTS_URL = '/api/admin/products';
export const PRODUCTS_EXPORT_URL = '/api/admin/products/export.csv';
const PRODUCTS_IMPORT_URL = '/api/admin/products/import';
const PRODUCTS_BULK_URL = '/api/admin/products/bulk';
export const LOW_STOCK_URL = '/api/admin/reports/low-stock';
export const UPLOADS_URL = '/api/admin/uploads';

// What POST /api/admin/uploads takes (its size limit is the server's, lib/serverFormConstants); the server decides, these
// only save a wait.
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** The staff product list (inactive products too), e.g. {search, category, limit, offset}. */
export function staffProductsUrl(params) {
  return withQuery(STAFF_PRODUCTS_URL, params);
}

/** One page of the staff product list (SWR `options`, e.g. keepPreviousData). */
export function useStaffProducts(params, options) {
  return useSWR(staffProductsUrl(params), options);
}

export function productHistoryUrl(id) {
  return `${productUrl(id)}/history`;
}

/** Every product matching the staff list's filters ({search, category}) as a CSV download. */
export function productsExportUrl(filters) {
  return withQuery(PRODUCTS_EXPORT_URL, filters);
}

/**
 * A CSV file of products checked (`dryRun`) or imported: {created, updated, unchanged, errors: [{row, column,
 * message}]}; with any error nothing is written.
 */
export const importProducts = {
  request: (file, dryRun) => {
    const form = new FormData();
    form.append('file', file);
    return apiRequest('POST', withQuery(PRODUCTS_IMPORT_URL, { dryRun: String(dryRun) }), form);
  },
  invalidates: () => productChange(),
};

/**
 * One action on many products, all or nothing: `body` is {ids} or {filter},
 * `action`, and `value` for set-stock; resolves to {done, skipped: [{id, reason}]}.
 */
export const bulkProducts = {
  request: (body) => apiRequest('POST', PRODUCTS_BULK_URL, body),
  invalidates: () => productChange(),
};

/** The low-stock report as a CSV download (a blank threshold means the server's default, 5). */
export function lowStockCsvUrl(threshold) {
  return withQuery(LOW_STOCK_URL, { threshold, format: 'csv' });
}

/**
 * What a product write makes stale: the staff lists (and the featured item's product picker), the
 * low-stock report, the analytics' product count, and the product's own history.
 */
export function productChange(id) {
  return [STAFF_PRODUCTS_URL, LOW_STOCK_URL, ANALYTICS_URL, ...(id === undefined ? [] : [productHistoryUrl(id)])];
}

export const createProduct = {
  request: (payload) => apiRequest('POST', PRODUCTS_URL, payload),
  invalidates: () => productChange(),
};

/** PUT replaces the fields given (decision 0017: optional fields left out keep their value). */
export const updateProduct = {
  request: (id, payload) => apiRequest('PUT', productUrl(id), payload),
  invalidates: productChange,
};

export const deleteProduct = {
  request: (id) => apiRequest('DELETE', productUrl(id)),
  invalidates: productChange,
};

export const discountProduct = {
  request: (id) => apiRequest('PATCH', `${productUrl(id)}/discount-50`),
  invalidates: productChange,
};

/** The image calls answer the whole product. */
export const setMainImage = {
  request: (id, imageURL) => apiRequest('PUT', `${productUrl(id)}/image`, { imageURL }),
  invalidates: productChange,
};

export const addImage = {
  request: (id, imageURL) => apiRequest('POST', `${productUrl(id)}/images`, { imageURL }),
  invalidates: productChange,
};

/** `index` is the image's 0-based position in imageUrls. */
export const removeImage = {
  request: (id, index) => apiRequest('DELETE', `${productUrl(id)}/images/${index}`),
  invalidates: productChange,
};

/**
 * `order`: {imageUrls} a permutation of the extra images, or {imageUrl, imageUrls} a permutation of all the
 * pictures (Make main).
 */
export const reorderImages = {
  request: (id, order) => apiRequest('PUT', `${productUrl(id)}/images`, order),
  invalidates: productChange,
};

/**
 * Uploads a photo, not yet attached to any product: resolves to {url, width, height, renditions} (attach the
 * url with setMainImage or addImage). `options`: onProgress(0..1), signal.
 */
export function uploadPhoto(file, options) {
  return uploadFile(UPLOADS_URL, file, {
    ...options,
    maxBytes: MAX_PHOTO_BYTES,
    tooLargeMessage: PHOTO_TOO_LARGE_MESSAGE,
  });
}

/** Staff changes to the product's price, original price, stock and active flag, newest first. */
export function useProductHistory(id) {
  return useSWR(productHistoryUrl(id));
}
