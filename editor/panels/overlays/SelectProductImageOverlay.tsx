import { useId, useState } from 'react';
import type { ProductSummary } from '../../../src/model';
import { Dialog, useLoaded } from '../../../src/ui';
import { useEditorApi } from '../../app/api';
import { productImageChoices, type ProductImageChoice } from './productImages';

/** How many of the store's newest products the overlay lists. */
export const PRODUCT_IMAGE_LIMIT = 60;

export interface SelectProductImageOverlayProps {
  divisionId: number;
  onChoose: (choice: ProductImageChoice) => void;
  onClose: () => void;
}

/**
 * The select-product-image overlay: the store's product images (newest products first),
 * filtered by product name as the seller types; choosing one closes the overlay.
 * Rendered by an OverlayHost only while open.
 */
export function SelectProductImageOverlay({
  divisionId,
  onChoose,
  onClose,
}: SelectProductImageOverlayProps) {
  const api = useEditorApi();
  const searchId = useId();
  const [searchTerm, setSearchTerm] = useState('');
  const { loaded: listing, retry } = useLoaded<ProductSummary[]>(
    () => api.products(divisionId, { limit: PRODUCT_IMAGE_LIMIT }),
    [api, divisionId],
  );

  const choices = listing.state === 'ready' ? productImageChoices(listing.value, searchTerm) : [];

  return (
    <Dialog open title="Select product image" onClose={onClose} className="overlay">
      <label htmlFor={searchId}>Filter by product name</label>
      <input
        id={searchId}
        type="search"
        value={searchTerm}
        onChange={(event) => setSearchTerm(event.target.value)}
      />
      {listing.state === 'loading' ? (
        <p className="status" role="status">
          Loading product images…
        </p>
      ) : listing.state === 'error' ? (
        <div role="alert">
          <p className="status status--error">{listing.message}</p>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        </div>
      ) : choices.length === 0 ? (
        <p className="status" role="status">
          {searchTerm.trim()
            ? `No product images match “${searchTerm.trim()}”.`
            : 'Your products have no images yet.'}
        </p>
      ) : (
        <ul className="image-grid" aria-label="Product images">
          {choices.map((choice) => (
            <li key={choice.productId}>
              <button type="button" onClick={() => onChoose(choice)}>
                <img src={choice.src} alt="" loading="lazy" />
                <span>{choice.productName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="ui-dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
