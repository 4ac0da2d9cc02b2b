// A fake XMLHttpRequest for the uploads (api/upload.js): each request waits for the test to move it along
// (progress, then an answer), so a test can look at the page while the bytes are going out.
import { vi } from 'vitest';

export class FakeRequest {
  constructor() {
    this.headers = {};
    this.upload = {};
    this.status = 0;
    this.responseText = '';
    this.statusText = '';
    FakeRequest.sent.push(this);
  }

  open(method, url) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name, value) {
    this.headers[name] = value;
  }

  send(body) {
    this.body = body;
    FakeRequest.onSend?.(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** `loaded` of `total` bytes are out. */
  progress(loaded, total = 100) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  /** The server answers `status` with `body` (JSON). */
  respond(status, body) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }

  fail() {
    this.onerror?.();
  }

  /** The file sent in the form field `field`. */
  file(field = 'file') {
    return this.body.get(field);
  }
}

/**
 * Replaces XMLHttpRequest with FakeRequest; FakeRequest.sent lists the requests made. `onSend(request)`, if
 * given, answers each request as it is sent (e.g. `(request) => request.respond(201, {...})`).
 */
export function mockUploads(onSend) {
  FakeRequest.sent = [];
  FakeRequest.onSend = onSend;
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return FakeRequest.sent;
}

/** A File of `size` bytes (only its size and name matter to the app). */
export function fakeFile(name = 'photo.jpg', { type = 'image/jpeg', size = 1024 } = {}) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** What POST /api/admin/uploads answers for an uploaded photo named `name` (renditions 320, 640, 1280). */
export function uploadAnswer(name = 'photo') {
  const base = `/media/products/ab/${name}`;
  return {
    url: `${base}.jpg`,
    width: 4000,
    height: 3000,
    renditions: { 320: `${base}-320.webp`, 640: `${base}-640.webp`, 1280: `${base}-1280.webp` },
  };
}
