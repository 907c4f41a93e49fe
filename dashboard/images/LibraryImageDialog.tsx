import '../products/catalogue.css';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  Button,
  Dialog,
  EmptyState,
  InlineError,
  Loading,
  columnsOf,
  gridTarget,
} from '../../src/ui';
import { failureMessage } from '../../src/errors';
import type { LibraryImage, LibraryPage, ProductsApi } from '../products/productsApi';
import { LibraryUpload } from './LibraryUpload';
import type { uploadImage } from './uploadImage';

export interface LibraryImageDialogProps {
  open: boolean;
  /** The dialog's title, saying what the image is for ("Choose the logo"). */
  title: string;
  divisionId: number;
  api: Pick<ProductsApi, 'images'>;
  /** The address in use now: its image shows as selected. */
  current: string;
  onPick: (image: LibraryImage) => void;
  onClose: () => void;
  /** Injected for tests; the real one talks to the server. */
  upload?: typeof uploadImage;
}

type Listing =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; page: LibraryPage };

/**
 * Chooses one image from the store's library, or uploads a new one from inside the
 * dialog. The images are a listbox laid out as a grid with one Tab stop: the arrow keys
 * move by cell and by row, Home and End to the ends, Enter or Space (or a click) picks.
 * A fresh upload appears first and takes the focus, ready to be picked.
 */
export function LibraryImageDialog({
  open,
  title,
  divisionId,
  api,
  current,
  onPick,
  onClose,
  upload,
}: LibraryImageDialogProps) {
  const searchId = useId();
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState('');
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [active, setActive] = useState(0);
  const [notice, setNotice] = useState('');
  const focusAfterLoad = useRef<number | null>(null);
  const grid = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setListing({ state: 'loading' });
    api.images(divisionId, query).then(
      (page) => {
        if (!live) return;
        setListing({ state: 'ready', page });
        const wanted = focusAfterLoad.current;
        const found = page.images.findIndex((image) =>
          wanted === null ? image.original === current : image.id === wanted,
        );
        setActive(Math.max(0, found));
      },
      (failure: unknown) =>
        live && setListing({ state: 'error', message: failureMessage(failure) }),
    );
    return () => {
      live = false;
    };
    // `current` only picks the starting cell of a listing; it does not reload it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, divisionId, open, query, attempt]);

  // After an upload, the new image takes the focus once its listing arrives.
  useEffect(() => {
    if (listing.state !== 'ready' || focusAfterLoad.current === null) return;
    focusAfterLoad.current = null;
    grid.current?.querySelectorAll<HTMLElement>('[role="option"]')[active]?.focus();
  }, [listing, active]);

  const images = listing.state === 'ready' ? listing.page.images : [];

  const onGridKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const image = images[active];
    if ((event.key === 'Enter' || event.key === ' ') && image) {
      event.preventDefault();
      onPick(image);
      return;
    }
    const cells = [...(grid.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    const target = gridTarget(event.key, active, cells.length, columnsOf(cells));
    if (target === null) return;
    event.preventDefault();
    setActive(target);
    cells[target]?.focus();
  };

  return (
    <Dialog open={open} title={title} onClose={onClose} className="dash-picker">
      <LibraryUpload
        divisionId={divisionId}
        label="Upload a new image"
        upload={upload}
        onUploaded={(image) => {
          setNotice(`${image.name} uploaded. It is first in the library.`);
          focusAfterLoad.current = image.id;
          setTerm('');
          setQuery('');
          setAttempt((n) => n + 1);
        }}
      />
      <p role="status" className="dash-hint">
        {notice}
      </p>
      <form
        role="search"
        className="dash-picker__search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(term.trim());
        }}
      >
        <label htmlFor={searchId}>Search images</label>
        <input
          id={searchId}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      {listing.state === 'loading' ? (
        <Loading label="Loading images…" skeletonLines={3} />
      ) : listing.state === 'error' ? (
        <InlineError message={listing.message} onRetry={() => setAttempt((n) => n + 1)} />
      ) : images.length === 0 ? (
        <EmptyState
          icon="🖼"
          text={
            query === ''
              ? 'Your image library is empty. Upload an image above.'
              : 'No images match.'
          }
        />
      ) : (
        <>
          <p className="dash-hint">Arrow keys move between images; Enter picks one.</p>
          <ul
            ref={grid}
            role="listbox"
            aria-label="Images in your library"
            className="dash-picker__grid dash-picker__grid--choose"
            onKeyDown={onGridKeyDown}
          >
            {images.map((image, index) => (
              <li
                key={image.id}
                role="option"
                aria-selected={image.original === current}
                tabIndex={index === active ? 0 : -1}
                onClick={() => onPick(image)}
                onFocus={() => setActive(index)}
              >
                <img src={image.thumbnails.small} alt="" width={96} height={96} />
                <span className="dash-picker__name">{image.name}</span>
                <span className="dash-hint">
                  {image.width} × {image.height}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="dash-picker__actions">
        <Button onClick={onClose}>Cancel</Button>
      </div>
    </Dialog>
  );
}
