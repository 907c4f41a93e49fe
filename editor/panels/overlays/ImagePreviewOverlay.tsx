import { useId } from 'react';
import { Button, Dialog } from '../../../src/ui';

export interface ImagePreviewOverlayProps {
  src: string;
  /** The block's alt text for the image; empty when the seller has not written one. */
  alt: string;
  onClose: () => void;
}

/**
 * The image-preview overlay: the image at full size (scrolled inside the dialog when
 * larger than it) with the alt text shoppers'
 * screen readers hear, so the seller can check both. Rendered by an OverlayHost only
 * while open.
 */
export function ImagePreviewOverlay({ src, alt, onClose }: ImagePreviewOverlayProps) {
  const captionId = useId();
  return (
    <Dialog
      open
      title="Image preview"
      onClose={onClose}
      describedBy={captionId}
      className="overlay image-preview"
    >
      <figure className="image-preview__figure">
        <img src={src} alt={alt} />
        <figcaption id={captionId}>
          {alt ? `Alt text: ${alt}` : 'No alt text yet: describe the image for screen readers.'}
        </figcaption>
      </figure>
      <div className="ui-dialog__actions">
        <Button onClick={onClose}>Close</Button>
      </div>
    </Dialog>
  );
}
