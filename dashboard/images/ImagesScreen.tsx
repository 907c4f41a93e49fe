import '../products/catalogue.css';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, ConfirmDialog, EmptyState, InlineError, Loading, PageHeader } from '../../src/ui';
import { fetchTransport } from '../../src/api';
import { failureMessage } from '../../src/errors';
import type { LibraryImage, LibraryPage, ProductsApi } from '../products/productsApi';
import { uploadImage } from './uploadImage';

export interface ImagesScreenProps {
  divisionId: number;
  api: Pick<ProductsApi, 'images'>;
  /** Injected for tests; the real ones talk to the server. */
  upload?: typeof uploadImage;
  remove?: (divisionId: number, id: number) => Promise<void>;
}

interface UploadRow {
  key: string;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  message: string;
}

type Listing =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; page: LibraryPage };

/** Two uploads at a time: quick for a handful, gentle on a slow connection for fifty. */
const PARALLEL_UPLOADS = 2;

const removeImage = async (divisionId: number, id: number) => {
  await fetchTransport()({ method: 'DELETE', path: `/divisions/${divisionId}/images/${id}/` });
};

/**
 * The store's image library: many images uploaded at once (each with its own progress
 * bar; the server makes the sized variants), searched by name, and deleted only when no
 * product, collection or page uses them (the server says where it is used otherwise).
 */
export function ImagesScreen({
  divisionId,
  api,
  upload = uploadImage,
  remove = removeImage,
}: ImagesScreenProps) {
  const headingId = useId();
  const fileId = useId();
  const searchId = useId();
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState({ searchTerm: '', page: 1 });
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [uploads, setUploads] = useState<UploadRow[]>([]);
  const [notice, setNotice] = useState('');
  const [deleteError, setDeleteError] = useState('');
  const [confirming, setConfirming] = useState<LibraryImage | null>(null);
  const [deleting, setDeleting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const load = useCallback(() => {
    let current = true;
    setListing({ state: 'loading' });
    api.images(divisionId, query.searchTerm, query.page).then(
      (page) => current && setListing({ state: 'ready', page }),
      (failure: unknown) =>
        current && setListing({ state: 'error', message: failureMessage(failure) }),
    );
    return () => {
      current = false;
    };
  }, [api, divisionId, query]);
  useEffect(load, [load]);

  const patch = (key: string, change: Partial<UploadRow>) =>
    setUploads((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  async function uploadAll(files: File[]) {
    if (files.length === 0) return;
    setNotice('');
    const stamp = Date.now();
    const rows: UploadRow[] = files.map((file, index) => ({
      key: `${stamp}-${index}`,
      name: file.name,
      progress: 0,
      state: 'uploading',
      message: '',
    }));
    setUploads((current) => [...rows, ...current.filter((row) => row.state === 'uploading')]);
    let next = 0;
    let done = 0;
    let failed = 0;
    const worker = async () => {
      while (next < files.length) {
        const index = next++;
        const row = rows[index] as UploadRow;
        try {
          await upload(divisionId, files[index] as File, (progress) =>
            patch(row.key, { progress }),
          );
          patch(row.key, { progress: 1, state: 'done' });
          done++;
        } catch (failure) {
          patch(row.key, { state: 'failed', message: failureMessage(failure) });
          failed++;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, files.length) }, worker));
    setNotice(
      `${done} ${done === 1 ? 'image' : 'images'} uploaded` +
        (failed > 0 ? `, ${failed} failed` : ''),
    );
    if (fileInput.current) fileInput.current.value = '';
    setQuery((current) => ({ ...current, page: 1 }));
  }

  async function confirmDelete() {
    if (!confirming) return;
    setDeleting(true);
    setDeleteError('');
    try {
      await remove(divisionId, confirming.id);
      setNotice(`${confirming.name} deleted`);
      load();
    } catch (failure) {
      setDeleteError(`${confirming.name}: ${failureMessage(failure)}`);
    } finally {
      setDeleting(false);
      setConfirming(null);
    }
  }

  const page = listing.state === 'ready' ? listing.page : null;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.perPage)) : 1;

  return (
    <main className="dash-screen" aria-labelledby={headingId}>
      <PageHeader
        title="Images"
        titleId={headingId}
        description="Your store's image library: pick these for products, collections, menus and pages."
      />
      <section className="dash-card" aria-labelledby={`${headingId}-upload`}>
        <h2 id={`${headingId}-upload`}>Upload</h2>
        <label htmlFor={fileId}>Choose images to upload</label>{' '}
        <input
          id={fileId}
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          multiple
          onChange={(event) => void uploadAll([...(event.target.files ?? [])])}
        />
        <p className="dash-hint">PNG, JPEG, WebP or GIF. Several at once are fine.</p>
        {uploads.length > 0 ? (
          <ul className="dash-uploads" aria-label="Uploads">
            {uploads.map((row) => (
              <li key={row.key}>
                <span className="dash-uploads__name">{row.name}</span>
                <progress max={1} value={row.progress} aria-label={`Uploading ${row.name}`} />
                <span>
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
      </section>
      <p role="status">{notice}</p>
      {deleteError ? (
        <p role="alert" className="ui-field__error">
          {deleteError}
        </p>
      ) : null}
      <form
        role="search"
        className="dash-picker__search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ searchTerm: term.trim(), page: 1 });
        }}
      >
        <label htmlFor={searchId}>Search images</label>
        <input id={searchId} type="search" value={term} onChange={(e) => setTerm(e.target.value)} />
        <Button type="submit">Search</Button>
      </form>
      {listing.state === 'loading' ? (
        <Loading label="Loading images…" skeletonLines={4} />
      ) : listing.state === 'error' ? (
        <InlineError message={listing.message} onRetry={load} />
      ) : listing.page.images.length === 0 ? (
        <EmptyState
          icon="🖼"
          title={query.searchTerm ? 'No images match' : 'No images yet'}
          text={query.searchTerm ? 'Try another name.' : 'Upload images to use them in your store.'}
        />
      ) : (
        <>
          <p>
            {listing.page.total} {listing.page.total === 1 ? 'image' : 'images'}
          </p>
          <ul className="dash-picker__grid dash-library" aria-label="Image library">
            {listing.page.images.map((image) => (
              <li key={image.id}>
                <img src={image.thumbnails.small} alt={image.altText} width={128} height={128} />
                <span className="dash-picker__name">{image.name}</span>
                <span className="dash-hint">
                  {image.width} × {image.height}
                </span>
                <Button
                  size="small"
                  variant="danger"
                  aria-label={`Delete ${image.name}`}
                  onClick={() => setConfirming(image)}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
          <nav aria-label="Image pages" className="dash-edit__actions">
            <Button
              disabled={query.page <= 1}
              onClick={() => setQuery((current) => ({ ...current, page: current.page - 1 }))}
            >
              Previous page
            </Button>
            <span>
              Page {query.page} of {pages}
            </span>
            <Button
              disabled={query.page >= pages}
              onClick={() => setQuery((current) => ({ ...current, page: current.page + 1 }))}
            >
              Next page
            </Button>
          </nav>
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Delete this image?"
        text={`${confirming?.name ?? ''} leaves your library. Images in use cannot be deleted.`}
        confirmLabel="Delete"
        cancelLabel="Keep"
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      />
    </main>
  );
}
