import { useEffect, useId, useState } from 'react';
import { Button, Dialog, EmptyState, InlineError, Loading } from '../../src/ui';
import { failureMessage } from '../../src/errors';
import type { LibraryImage, LibraryPage, ProductsApi } from './productsApi';

export interface ImagePickerProps {
  open: boolean;
  divisionId: number;
  api: Pick<ProductsApi, 'images'>;
  /** Urls already on the product: shown as added. */
  chosen: readonly string[];
  onPick: (image: LibraryImage) => void;
  onClose: () => void;
}

type Listing =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; page: LibraryPage };

/**
 * Picks images for a product from the store's image library (uploaded at
 * /dashboard/images/), searched by name. Each pick adds the image at the end of the
 * product's list with the library's alt text; the dialog stays open for more.
 */
export function ImagePicker({ open, divisionId, api, chosen, onPick, onClose }: ImagePickerProps) {
  const searchId = useId();
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState('');
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setListing({ state: 'loading' });
    api.images(divisionId, query).then(
      (page) => current && setListing({ state: 'ready', page }),
      (failure: unknown) =>
        current && setListing({ state: 'error', message: failureMessage(failure) }),
    );
    return () => {
      current = false;
    };
  }, [api, divisionId, open, query, attempt]);

  return (
    <Dialog open={open} title="Choose images" onClose={onClose} className="dash-picker">
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
      ) : listing.page.images.length === 0 ? (
        <EmptyState
          icon="🖼"
          text={
            query === ''
              ? 'Your image library is empty. Upload images in Images first.'
              : 'No images match.'
          }
        />
      ) : (
        <ul className="dash-picker__grid">
          {listing.page.images.map((image) => {
            const added = chosen.includes(image.original);
            return (
              <li key={image.id}>
                <img src={image.thumbnails.small} alt="" width={96} height={96} />
                <span className="dash-picker__name">{image.name}</span>
                <Button
                  disabled={added}
                  onClick={() => onPick(image)}
                  aria-label={added ? `${image.name} added` : `Add ${image.name}`}
                >
                  {added ? 'Added' : 'Add'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="dash-picker__actions">
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      </div>
    </Dialog>
  );
}
