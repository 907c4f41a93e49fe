import { useId, useRef, useState } from 'react';
import { failureMessage } from '../../src/errors';
import type { LibraryImage } from '../products/productsApi';
import { uploadImage } from './uploadImage';

export interface LibraryUploadProps {
  divisionId: number;
  /** The file input's label. */
  label: string;
  multiple?: boolean;
  /** Called once per image the library stored. */
  onUploaded: (image: LibraryImage) => void;
  /** Injected for tests; the real one talks to the server. */
  upload?: typeof uploadImage;
}

interface UploadRow {
  key: string;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  message: string;
}

export const LIBRARY_IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * Uploads to the store's image library from wherever an image is being chosen (a picker
 * dialog, the product editor), one after the other, each file with its own progress bar
 * and, on failure, the server's message. The library makes the sized variants.
 */
export function LibraryUpload({
  divisionId,
  label,
  multiple = false,
  onUploaded,
  upload = uploadImage,
}: LibraryUploadProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<UploadRow[]>([]);

  const patch = (key: string, change: Partial<UploadRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  async function uploadAll(files: File[]) {
    const stamp = Date.now();
    const added = files.map<UploadRow>((file, index) => ({
      key: `${stamp}-${index}`,
      name: file.name,
      progress: 0,
      state: 'uploading',
      message: '',
    }));
    setRows(added);
    for (const [index, file] of files.entries()) {
      const key = (added[index] as UploadRow).key;
      try {
        const image = await upload(divisionId, file, (progress) => patch(key, { progress }));
        patch(key, { progress: 1, state: 'done' });
        onUploaded(image);
      } catch (failure) {
        patch(key, { state: 'failed', message: failureMessage(failure) });
      }
    }
    if (input.current) input.current.value = '';
  }

  return (
    <div className="dash-library-upload">
      <label htmlFor={inputId}>{label}</label>{' '}
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={LIBRARY_IMAGE_TYPES}
        multiple={multiple}
        onChange={(event) => void uploadAll([...(event.target.files ?? [])])}
      />
      {rows.length > 0 ? (
        <ul className="dash-uploads" aria-label="Uploads">
          {rows.map((row) => (
            <li key={row.key}>
              <span className="dash-uploads__name">{row.name}</span>
              <progress max={1} value={row.progress} aria-label={`Uploading ${row.name}`} />
              <span role={row.state === 'failed' ? 'alert' : undefined}>
                {row.state === 'done'
                  ? 'Uploaded'
                  : row.state === 'failed'
                    ? row.message
                    : `${Math.round(row.progress * 100)}%`}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
