// The images dialog beyond its URL forms (those are in ProductsTab.test.jsx): uploads, reordering by
// keyboard and by drag and drop, Make main, and the limit of 4 with uploads.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requests, withStatus } from '../../test/fakeApi';
import { fakeFile, mockUploads, uploadAnswer } from '../../test/fakeXhr';
import { makeProduct } from '../../test/fixtures';
import { renderAdmin } from '../../test/render';
import ProductImagesDialog from './ProductImagesDialog';

afterEach(() => vi.unstubAllGlobals());

const LIMIT = 'Maximum of 4 images reached. Remove an image to add a new one.';
const product = (overrides) => makeProduct({ id: 7, name: 'Pixel 9', imageUrl: '/main.png', ...overrides });

function openImages(shown, routes = []) {
  const fetchMock = mockApi(routes);
  renderAdmin(<ProductImagesDialog product={shown} onClose={() => {}} />, { path: '/admin/products' });
  return { fetchMock, dialog: within(screen.getByRole('dialog', { name: 'Manage Images' })) };
}

const writes = (fetchMock) => requests(fetchMock).filter((call) => call.method !== 'GET');

/** PUT /api/products/7/images as the server answers it: the product in the order asked. */
const reorderRoute = (shown) => [
  'PUT',
  '/api/products/7/images',
  (url, body) => ({ ...shown, imageUrl: body.imageUrl ?? shown.imageUrl, imageUrls: body.imageUrls }),
];

describe('uploading a main image', () => {
  it('shows the progress, then the thumbnail, and sets the uploaded photo as the main image', async () => {
    const sent = mockUploads();
    const shown = product();
    const answer = uploadAnswer('p9');
    const { fetchMock, dialog } = openImages(shown, [
      ['PUT', '/api/products/7/image', (url, body) => ({ ...shown, imageUrl: body.imageURL })],
    ]);
    const input = dialog.getByLabelText('Upload a main image');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    expect(input).toHaveAccessibleDescription(/or drop one here: JPEG, PNG, WebP or GIF, at most 10 MB/);

    await userEvent.upload(input, fakeFile('p9.jpg'));
    const progress = dialog.getByRole('progressbar', { name: 'Uploading p9.jpg' });
    expect(progress).toHaveAttribute('value', '0');
    act(() => sent[0].progress(40, 100));
    expect(progress).toHaveAttribute('value', '40');
    expect(writes(fetchMock)).toEqual([]);

    act(() => sent[0].respond(201, answer));
    expect(await screen.findByText('Image Updated')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      { method: 'PUT', url: '/api/products/7/image', body: { imageURL: answer.url } },
    ]);
    expect(await dialog.findByRole('img', { name: 'Preview of p9.jpg' })).toHaveAttribute(
      'src',
      answer.renditions[320],
    );
    expect(dialog.queryByRole('progressbar')).toBeNull();
    expect(dialog.getByRole('img', { name: 'Pixel 9, main image' })).toHaveAttribute('src', answer.url);
    expect(dialog.getAllByRole('status').some((status) => status.textContent === 'p9.jpg uploaded')).toBe(true);
  });

  it("shows the server's reason at the refused file, and attaches nothing", async () => {
    const type = 'Upload a JPEG, PNG, WebP or GIF image';
    mockUploads((request) => request.respond(400, { message: type, errors: { file: [type] } }));
    const { fetchMock, dialog } = openImages(product());
    const zone = dialog.getByLabelText('Upload a main image').parentElement;
    fireEvent.drop(zone, {
      dataTransfer: { files: [fakeFile('logo.svg', { type: 'image/svg+xml' })], types: ['Files'] },
    });

    const row = (await dialog.findByText(type)).closest('li');
    expect(row).toHaveTextContent('logo.svg');
    expect(within(row).queryByRole('img')).toBeNull();
    expect(writes(fetchMock)).toEqual([]);
    expect(
      dialog.getAllByRole('status').some((status) => status.textContent === `logo.svg was not added: ${type}`),
    ).toBe(true);
  });

  it('refuses a file over 10 MB at the file without sending it', async () => {
    const sent = mockUploads();
    const { dialog } = openImages(product());
    await userEvent.upload(
      dialog.getByLabelText('Upload a main image'),
      fakeFile('raw.jpg', { size: 11 * 1024 * 1024 }),
    );
    expect(await dialog.findByText('Images may be at most 10 MB')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('uploading extra images', () => {
  it('uploads several one after the other into the free places, then refuses the rest with the limit', async () => {
    const sent = mockUploads();
    let shown = product({ imageUrls: ['/a.png', '/b.png'] });
    const { fetchMock, dialog } = openImages(shown, [
      [
        'POST',
        '/api/products/7/images',
        (url, body) => {
          shown = { ...shown, imageUrls: [...shown.imageUrls, body.imageURL] };
          return shown;
        },
      ],
    ]);
    const input = dialog.getByLabelText('Upload extra images');
    expect(input).toHaveAttribute('multiple');
    await userEvent.upload(input, [fakeFile('one.jpg'), fakeFile('two.jpg'), fakeFile('three.jpg')]);

    expect(dialog.getByRole('progressbar', { name: 'Uploading one.jpg' })).toBeInTheDocument();
    expect(dialog.getByRole('progressbar', { name: 'Uploading two.jpg' })).toBeInTheDocument();
    expect(dialog.queryByRole('progressbar', { name: 'Uploading three.jpg' })).toBeNull();
    expect(dialog.getByText('three.jpg').closest('li')).toHaveTextContent(LIMIT);
    expect(sent).toHaveLength(1); // one at a time, in the order chosen

    act(() => sent[0].respond(201, uploadAnswer('one')));
    await waitFor(() => expect(sent).toHaveLength(2));
    act(() => sent[1].respond(201, uploadAnswer('two')));
    expect(await dialog.findByText('Extra images (4 of 4)')).toBeInTheDocument();

    expect(writes(fetchMock).map((call) => call.body)).toEqual([
      { imageURL: uploadAnswer('one').url },
      { imageURL: uploadAnswer('two').url },
    ]);
    expect(dialog.getByText(LIMIT, { selector: '.admin-note' })).toBeInTheDocument();
    expect(dialog.queryByLabelText('Upload extra images')).toBeNull();
    expect(dialog.queryByLabelText('Image URL')).toBeNull();
    expect(dialog.getByRole('img', { name: 'Preview of two.jpg' })).toBeInTheDocument();
  });

  it('shows a refused attach at the file (the toast says it too)', async () => {
    const gone = 'This photo is no longer stored: upload it again';
    mockUploads((request) => request.respond(201, uploadAnswer('one')));
    const { dialog } = openImages(product({ imageUrls: [] }), [
      ['POST', '/api/products/7/images', withStatus(400, { message: gone, errors: { imageURL: [gone] } })],
    ]);
    await userEvent.upload(dialog.getByLabelText('Upload extra images'), fakeFile('one.jpg'));
    expect(await dialog.findByText(gone, { selector: '.admin-upload__status' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(gone);
  });
});

describe('reordering the extra images', () => {
  const four = () => product({ imageUrls: ['/a.png', '/b.png', '/c.png', '/d.png'] });

  it('disables moving past the ends', () => {
    const { dialog } = openImages(four());
    expect(dialog.getByRole('button', { name: 'Move image 1 earlier' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Move image 1 later' })).toBeEnabled();
    expect(dialog.getByRole('button', { name: 'Move image 4 later' })).toBeDisabled();
  });

  it('moves an image later and earlier by keyboard, sending the new order, the focus following it', async () => {
    const shown = four();
    const { fetchMock, dialog } = openImages(shown, [reorderRoute(shown)]);
    dialog.getByRole('button', { name: 'Move image 2 later' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Image order saved')).toBeInTheDocument();
    expect(writes(fetchMock).at(-1)).toEqual({
      method: 'PUT',
      url: '/api/products/7/images',
      body: { imageUrls: ['/a.png', '/c.png', '/b.png', '/d.png'] },
    });
    expect(dialog.getByRole('img', { name: 'Pixel 9, extra image 3' })).toHaveAttribute('src', '/b.png');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Move image 3 later' })).toHaveFocus());

    // Moved to the end, its Later button is disabled: the focus stays on the image, on Earlier.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Move image 4 earlier' })).toHaveFocus());
    expect(writes(fetchMock).at(-1).body).toEqual({ imageUrls: ['/a.png', '/c.png', '/d.png', '/b.png'] });

    await userEvent.keyboard(' ');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Move image 3 earlier' })).toHaveFocus());
    expect(writes(fetchMock).at(-1).body).toEqual({ imageUrls: ['/a.png', '/c.png', '/b.png', '/d.png'] });
  });

  it('moves an image by drag and drop, marking where it will go', async () => {
    const shown = four();
    const { fetchMock, dialog } = openImages(shown, [reorderRoute(shown)]);
    const item = (n) => dialog.getByRole('img', { name: `Pixel 9, extra image ${n}` }).closest('li');
    const dataTransfer = { setData: vi.fn(), types: ['text/plain'], effectAllowed: '', dropEffect: '' };
    expect(item(1)).toHaveAttribute('draggable', 'true');

    fireEvent.dragStart(item(1), { dataTransfer });
    fireEvent.dragOver(item(3), { dataTransfer });
    expect(item(3)).toHaveClass('is-drop-target');
    expect(item(1)).toHaveClass('is-dragged');
    fireEvent.drop(item(3), { dataTransfer });

    expect(await screen.findByText('Image order saved')).toBeInTheDocument();
    expect(writes(fetchMock).at(-1).body).toEqual({ imageUrls: ['/b.png', '/c.png', '/a.png', '/d.png'] });
    expect(item(3)).not.toHaveClass('is-drop-target');
  });

  it('says when the new order was refused, and keeps the old one', async () => {
    const { dialog } = openImages(four(), [['PUT', '/api/products/7/images', withStatus(500)]]);
    await userEvent.click(dialog.getByRole('button', { name: 'Move image 1 later' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reorder images');
    expect(dialog.getByRole('img', { name: 'Pixel 9, extra image 1' })).toHaveAttribute('src', '/a.png');
  });
});

describe('Make main', () => {
  it('swaps an extra image with the main one in one call', async () => {
    const shown = product({ imageUrls: ['/a.png', '/b.png', '/c.png'] });
    const { fetchMock, dialog } = openImages(shown, [reorderRoute(shown)]);
    await userEvent.click(dialog.getByRole('button', { name: 'Make main: image 2' }));
    expect(await screen.findByText('Image Updated')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      {
        method: 'PUT',
        url: '/api/products/7/images',
        body: { imageUrl: '/b.png', imageUrls: ['/a.png', '/main.png', '/c.png'] },
      },
    ]);
    expect(dialog.getByRole('img', { name: 'Pixel 9, main image' })).toHaveAttribute('src', '/b.png');
    expect(dialog.getByRole('img', { name: 'Pixel 9, extra image 2' })).toHaveAttribute('src', '/main.png');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Make main: image 2' })).toHaveFocus());
  });

  it('shows the main image failure', async () => {
    const { dialog } = openImages(product({ imageUrls: ['/a.png'] }), [
      ['PUT', '/api/products/7/images', withStatus(500)],
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Make main: image 1' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Update Failed');
    expect(toast).toHaveTextContent('Failed to update product image. Please try again.');
  });
});

describe('previews', () => {
  it('show an uploaded photo by its smallest rendition, not its original', () => {
    const answer = uploadAnswer('p9');
    const { dialog } = openImages(
      product({ imageUrl: answer.url, imageUrls: ['/a.png'], imageRenditions: { [answer.url]: answer.renditions } }),
    );
    expect(dialog.getByRole('img', { name: 'Pixel 9, main image' })).toHaveAttribute('src', answer.renditions[320]);
    expect(dialog.getByRole('img', { name: 'Pixel 9, extra image 1' })).toHaveAttribute('src', '/a.png');
  });
});
