import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFile, mockUploads, uploadAnswer } from '../test/fakeXhr';
import { errorMessage } from './client';
import { uploadFile } from './upload';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

const MB = 1024 * 1024;
const options = { maxBytes: 10 * MB, tooLargeMessage: 'Images may be at most 10 MB' };

describe('uploadFile', () => {
  it('posts the file as multipart with the session and the CSRF header, reporting progress', async () => {
    document.cookie = 'csrftoken=abc123';
    const sent = mockUploads();
    const file = fakeFile('photo.jpg');
    const onProgress = vi.fn();
    const answer = uploadFile('/api/admin/uploads', file, { ...options, onProgress });

    const [request] = sent;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/admin/uploads');
    expect(request.withCredentials).toBe(true);
    expect(request.headers['X-CSRFToken']).toBe('abc123');
    expect(request.file('file')).toBe(file);

    request.progress(25, 100);
    request.progress(100, 100);
    request.respond(201, uploadAnswer('photo'));
    await expect(answer).resolves.toEqual(uploadAnswer('photo'));
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 1, 1]);
  });

  it("rejects a refusal as ApiError, so errorMessage reads the server's message", async () => {
    mockUploads((request) =>
      request.respond(400, {
        message: 'Upload a JPEG, PNG, WebP or GIF image',
        errors: { file: ['Upload a JPEG, PNG, WebP or GIF image'] },
      }),
    );
    const error = await uploadFile('/api/admin/uploads', fakeFile('logo.svg'), options).catch((caught) => caught);
    expect(error.status).toBe(400);
    expect(error.body.errors.file).toEqual(['Upload a JPEG, PNG, WebP or GIF image']);
    expect(errorMessage(error, 'Upload failed')).toBe('Upload a JPEG, PNG, WebP or GIF image');
  });

  it('refuses a file over the limit without sending it, with the same answer as the server', async () => {
    const sent = mockUploads();
    const error = await uploadFile('/api/admin/uploads', fakeFile('huge.jpg', { size: 11 * MB }), options).catch(
      (caught) => caught,
    );
    expect(sent).toEqual([]);
    expect(error.status).toBe(413);
    expect(errorMessage(error)).toBe('Images may be at most 10 MB');
    expect(error.body.errors.file).toEqual(['Images may be at most 10 MB']);
  });

  it('rejects a network failure with status 0 and a body-less error', async () => {
    mockUploads((request) => request.fail());
    const error = await uploadFile('/api/admin/uploads', fakeFile()).catch((caught) => caught);
    expect(error.status).toBe(0);
    expect(errorMessage(error, 'Upload failed')).toBe('Upload failed');
  });

  it('keeps a non-JSON refusal (a proxy’s 413 page) as text with no body', async () => {
    mockUploads((request) => {
      request.status = 413;
      request.responseText = '<html>Request Entity Too Large</html>';
      request.onload();
    });
    const error = await uploadFile('/api/admin/uploads', fakeFile()).catch((caught) => caught);
    expect(error.status).toBe(413);
    expect(error.body).toBeNull();
  });

  it('aborts when the signal does', async () => {
    const sent = mockUploads();
    const controller = new AbortController();
    const answer = uploadFile('/api/admin/uploads', fakeFile(), { signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent[0].aborted).toBe(true);
  });
});
