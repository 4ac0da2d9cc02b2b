import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFile, mockUploads, uploadAnswer } from '../../test/fakeXhr';
import { renderAdmin } from '../../test/render';
import ImageDropZone from './ImageDropZone';

afterEach(() => vi.unstubAllGlobals());

const files = (...list) => ({ dataTransfer: { files: list, types: ['Files'], dropEffect: '' } });

function renderZone(props) {
  const onUploaded = props.onUploaded ?? vi.fn();
  renderAdmin(<ImageDropZone label="Upload photos" {...props} onUploaded={onUploaded} />);
  return { onUploaded, input: screen.getByLabelText('Upload photos') };
}

describe('ImageDropZone', () => {
  it('is a labelled file input the keyboard reaches, with what it takes as its description', async () => {
    const { input } = renderZone({ multiple: true });
    await userEvent.tab();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('or drop them here: JPEG, PNG, WebP or GIF, at most 10 MB each.');
  });

  it('marks the zone while files are dragged over it, not for other drags', () => {
    const { input } = renderZone({});
    const zone = input.parentElement;
    fireEvent.dragOver(zone, { dataTransfer: { types: ['text/plain'] } });
    expect(zone).not.toHaveClass('is-over');
    fireEvent.dragOver(zone, files());
    expect(zone).toHaveClass('is-over');
    fireEvent.dragLeave(zone, { relatedTarget: document.body });
    expect(zone).not.toHaveClass('is-over');
  });

  it('uploads a dropped file, hands the answer over and shows its thumbnail', async () => {
    const sent = mockUploads();
    const { input, onUploaded } = renderZone({});
    fireEvent.drop(input.parentElement, files(fakeFile('desk.png', { type: 'image/png' })));
    expect(screen.getByRole('progressbar', { name: 'Uploading desk.png' })).toBeInTheDocument();
    expect(screen.getByText('0%')).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => sent[0].progress(3, 4));
    expect(screen.getByText('75%')).toBeInTheDocument();
    act(() => sent[0].respond(201, uploadAnswer('desk')));
    expect(await screen.findByRole('img', { name: 'Preview of desk.png' })).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(uploadAnswer('desk'));
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
  });

  it('takes one file when it is not `multiple`, saying so for the others', async () => {
    const sent = mockUploads();
    const { input } = renderZone({});
    fireEvent.drop(input.parentElement, files(fakeFile('a.jpg'), fakeFile('b.jpg')));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].file().name).toBe('a.jpg');
    expect(screen.getByText('b.jpg').closest('li')).toHaveTextContent('Choose one image');
  });

  it('names each refusal at its file: dimensions, size', async () => {
    const pixels = 'Images may have at most 40 megapixels (this one has 400)';
    mockUploads((request) =>
      request.file().name === 'bomb.png'
        ? request.respond(400, { message: pixels, errors: { file: [pixels] } })
        : request.respond(413, { message: 'Images may be at most 10 MB' }),
    );
    const { input } = renderZone({ multiple: true });
    fireEvent.drop(input.parentElement, files(fakeFile('bomb.png'), fakeFile('big.jpg')));
    await waitFor(() => expect(screen.getByText('big.jpg').closest('li')).toHaveTextContent('at most 10 MB'));
    expect(screen.getByText('bomb.png').closest('li')).toHaveTextContent(pixels);
    expect(screen.getByText('bomb.png').closest('li')).toHaveClass('admin-upload--refused');
  });

  it('gives way at no free place, keeping the rows', async () => {
    mockUploads((request) => request.respond(201, uploadAnswer('one')));
    const { input } = renderZone({ multiple: true, slots: 1 });
    await userEvent.upload(input, fakeFile('one.jpg'));
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    renderAdmin(<ImageDropZone label="Full zone" multiple slots={0} onUploaded={() => {}} />);
    expect(screen.queryByLabelText('Full zone')).toBeNull();
    expect(within(screen.getAllByRole('list')[0]).getByText('one.jpg')).toBeInTheDocument();
  });
});
