import { useEffect, useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { errorMessage } from '../../api/client';
import { MAX_PHOTO_BYTES } from '../../lib/serverFormConstants';
import { forgetAdmin } from '../api';
import { PHOTO_TYPES, uploadPhoto } from './productsApi';
import './ImageDropZone.css';

const UPLOAD_FAILED = 'The upload failed. Please try again.';
const MAX_PHOTO_MB = MAX_PHOTO_BYTES / 2 ** 20;

/**
 * Photos dropped on the zone or picked with its button (a real file input, so the keyboard and screen readers
 * reach it), uploaded one after the other. Each file gets a row: its progress, then its thumbnail, or the
 * server's reason at the file (type, size, dimensions); outcomes are announced.
 * - `label`: the button's text (the input's name). `multiple`: several files at once.
 * - `slots`: how many more files fit now (undefined: any); files past it are refused with `limitMessage`.
 *   At 0 the button and the zone give way (the caller says why), the rows stay.
 * - `onUploaded(answer)`: attaches the upload ({url, width, height, renditions}); it may resolve to
 *   useAction's {ok, error}, whose error is then the file's reason.
 */
export default function ImageDropZone({
  label,
  multiple = false,
  slots,
  limitMessage = 'No room for more images',
  onUploaded,
  className = '',
}) {
  const id = useId();
  const { mutate } = useSWRConfig();
  const [rows, setRows] = useState([]);
  const [announcement, setAnnouncement] = useState('');
  const [over, setOver] = useState(false);
  // Uploads run one after the other, in the order chosen (the extra images keep that order).
  const queue = useRef(Promise.resolve());
  const inFlight = useRef(0);
  const aborts = useRef(new AbortController());
  const nextKey = useRef(0);
  // A queued upload attaches with the caller's latest onUploaded, not the one of the render that queued it.
  const attach = useRef(onUploaded);
  useEffect(() => {
    attach.current = onUploaded;
  });

  useEffect(() => {
    const controller = aborts.current;
    return () => controller.abort();
  }, []);

  const update = (key, change) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const refuse = (key, name, message) => {
    update(key, { state: 'refused', message });
    setAnnouncement(`${name} was not added: ${message}`);
  };

  const upload = async ({ key, file }) => {
    try {
      const answer = await uploadPhoto(file, {
        signal: aborts.current.signal,
        onProgress: (fraction) => update(key, { progress: fraction }),
      });
      update(key, { state: 'saving', progress: 1 });
      const outcome = await attach.current(answer);
      if (outcome && !outcome.ok) {
        refuse(key, file.name, errorMessage(outcome.error, UPLOAD_FAILED));
        return;
      }
      update(key, { state: 'done', thumbnail: answer.renditions?.['320'] ?? answer.url });
      setAnnouncement(`${file.name} uploaded`);
    } catch (error) {
      if (error.name === 'AbortError') return;
      if (error.status === 401) forgetAdmin(mutate);
      refuse(key, file.name, errorMessage(error, UPLOAD_FAILED));
    } finally {
      inFlight.current -= 1;
    }
  };

  const start = (fileList) => {
    const files = [...fileList];
    if (files.length === 0) return;
    const wanted = multiple ? files : files.slice(0, 1);
    const free = slots === undefined ? wanted.length : Math.max(0, slots - inFlight.current);
    const added = files.map((file, index) => ({
      key: nextKey.current++,
      file,
      name: file.name,
      state: index < Math.min(free, wanted.length) ? 'uploading' : 'refused',
      progress: 0,
      message: index < wanted.length ? limitMessage : 'Choose one image',
    }));
    setRows((current) => [...current, ...added]);
    const accepted = added.filter((row) => row.state === 'uploading');
    if (accepted.length < added.length) {
      setAnnouncement(
        `${added.length - accepted.length} not added: ${added.find((row) => row.state === 'refused').message}`,
      );
    }
    inFlight.current += accepted.length;
    accepted.forEach((row) => {
      queue.current = queue.current.then(() => upload(row));
    });
  };

  const full = slots !== undefined && slots <= 0;
  const dragHandlers = full
    ? {}
    : {
        onDragOver: (event) => {
          if (![...event.dataTransfer.types].includes('Files')) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setOver(true);
        },
        onDragLeave: (event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setOver(false);
        },
        onDrop: (event) => {
          event.preventDefault();
          setOver(false);
          start(event.dataTransfer.files);
        },
      };

  return (
    <div className={`admin-drop ${className}`}>
      {!full && (
        <div className={`admin-drop__zone ${over ? 'is-over' : ''}`} {...dragHandlers}>
          <input
            id={id}
            type="file"
            className="admin-drop__input"
            accept={PHOTO_TYPES}
            multiple={multiple}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              start(event.target.files);
              event.target.value = ''; // the same file may be picked again
            }}
          />
          <label htmlFor={id} className="admin-btn admin-drop__button">
            {label}
          </label>
          <p id={`${id}-hint`} className="admin-drop__hint">
            {multiple ? 'or drop them here' : 'or drop one here'}: JPEG, PNG, WebP or GIF, at most {MAX_PHOTO_MB} MB
            {multiple ? ' each' : ''}.
          </p>
        </div>
      )}
      {rows.length > 0 && (
        <ul className="admin-uploads">
          {rows.map((row) => (
            <UploadRow key={row.key} row={row} />
          ))}
        </ul>
      )}
      <p role="status" className="admin-sr-only">
        {announcement}
      </p>
    </div>
  );
}

function UploadRow({ row }) {
  return (
    <li className={`admin-upload admin-upload--${row.state}`}>
      {row.state === 'done' ? (
        <img
          className="admin-upload__thumb"
          src={row.thumbnail}
          alt={`Preview of ${row.name}`}
          width="48"
          height="48"
        />
      ) : (
        <span className="admin-upload__thumb" aria-hidden="true" />
      )}
      <span className="admin-upload__name">{row.name}</span>
      {(row.state === 'uploading' || row.state === 'saving') && (
        <progress
          className="admin-upload__progress"
          max="100"
          value={Math.round(row.progress * 100)}
          aria-label={`Uploading ${row.name}`}
        />
      )}
      <span className="admin-upload__status">
        {row.state === 'uploading' && `${Math.round(row.progress * 100)}%`}
        {row.state === 'saving' && 'Saving…'}
        {row.state === 'done' && 'Uploaded'}
        {row.state === 'refused' && row.message}
      </span>
    </li>
  );
}
