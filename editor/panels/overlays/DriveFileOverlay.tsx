import { useId, useState } from 'react';
import { Dialog, useLoaded } from '../../../src/ui';
import { useEditorApi, type LibraryImage } from '../../app/api';

/** Images per page of the drive: four rows of the overlay's grid. */
export const DRIVE_PAGE_SIZE = 24;

export interface DriveFileOverlayProps {
  divisionId: number;
  onChoose: (image: LibraryImage) => void;
  onClose: () => void;
}

/**
 * The drive-file overlay: the store's drive of uploaded files (GET /artemis/query/ with
 * macros=drive,imageLibrary, page, perPage and searchTerm) as a searchable, paged grid;
 * choosing one closes the overlay. The search runs on submit (Enter or the Search
 * button), so each keystroke does not cost a request. Rendered by an OverlayHost only
 * while open.
 */
export function DriveFileOverlay({ divisionId, onChoose, onClose }: DriveFileOverlayProps) {
  const api = useEditorApi();
  const searchId = useId();
  const [query, setQuery] = useState({ page: 1, searchTerm: '' });
  const [typed, setTyped] = useState('');
  const { loaded: listing, retry } = useLoaded<LibraryImage[]>(
    () =>
      api.imageLibrary(divisionId, {
        page: query.page,
        perPage: DRIVE_PAGE_SIZE,
        searchTerm: query.searchTerm || undefined,
      }),
    [api, divisionId, query],
  );

  const images = listing.state === 'ready' ? listing.value : [];
  // A full page means there may be more; a short one is the last.
  const hasNext = listing.state === 'ready' && images.length === DRIVE_PAGE_SIZE;

  return (
    <Dialog open title="Choose from drive" onClose={onClose} className="overlay">
      <form
        role="search"
        className="field__row"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ page: 1, searchTerm: typed.trim() });
        }}
      >
        <label htmlFor={searchId} className="ui-visually-hidden">
          Search the drive
        </label>
        <input
          id={searchId}
          type="search"
          value={typed}
          placeholder="Search the drive"
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {listing.state === 'loading' ? (
        <p className="status" role="status">
          Loading your drive…
        </p>
      ) : listing.state === 'error' ? (
        <div role="alert">
          <p className="status status--error">{listing.message}</p>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        </div>
      ) : images.length === 0 ? (
        <p className="status" role="status">
          {query.searchTerm
            ? `No files match “${query.searchTerm}”.`
            : 'Your drive is empty. Upload an image to add it here.'}
        </p>
      ) : (
        <ul className="image-grid" aria-label="Drive files">
          {images.map((image) => (
            <li key={image.id}>
              <button type="button" onClick={() => onChoose(image)}>
                <img src={image.thumbnails.original} alt="" loading="lazy" />
                <span>{image.name || 'Untitled image'}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <nav className="field__row" aria-label="Drive pages">
        <button
          type="button"
          className="button"
          disabled={query.page === 1}
          onClick={() => setQuery((q) => ({ ...q, page: q.page - 1 }))}
        >
          Previous
        </button>
        <span aria-live="polite">{`Page ${query.page}`}</span>
        <button
          type="button"
          className="button"
          disabled={!hasNext}
          onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}
        >
          Next
        </button>
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </nav>
    </Dialog>
  );
}
