// A file sent as multipart form data with its progress: XMLHttpRequest, because fetch reports no upload
// progress. Like apiRequest (client.js): the session cookie, the CSRF header, and a refusal as ApiError.
import { ApiError, getCookie } from './client';

function parsed(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POSTs `file` to `url` as the form field `field`. Resolves to the JSON answer; rejects with
 * ApiError(status, text, body) as apiRequest does (status 0 when the network failed), or an AbortError when
 * `signal` aborts. `onProgress(fraction)` is called with 0..1 as the bytes go out. `maxBytes` refuses a larger
 * file before sending it, with `tooLargeMessage` as the server's 413 would: a check to save the wait, never
 * trusted (the server checks everything again).
 */
export function uploadFile(url, file, { field = 'file', onProgress, signal, maxBytes, tooLargeMessage } = {}) {
  if (maxBytes !== undefined && file.size > maxBytes) {
    const body = { message: tooLargeMessage, errors: { [field]: [tooLargeMessage] } };
    return Promise.reject(new ApiError(413, JSON.stringify(body), body));
  }
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    const token = getCookie('csrftoken');
    if (token) request.setRequestHeader('X-CSRFToken', token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const text = request.responseText;
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(parsed(text));
      } else {
        reject(new ApiError(request.status, text || request.statusText, parsed(text)));
      }
    };
    request.onerror = () => reject(new ApiError(0, 'Network error', null));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The upload was cancelled', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    const form = new FormData();
    form.append(field, file);
    request.send(form);
  });
}
