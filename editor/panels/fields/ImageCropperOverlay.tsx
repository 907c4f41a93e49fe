import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import {
  areaFromCrop,
  cropFromArea,
  readImageCrop,
  withImageCrop,
  withoutImageCrop,
  type ImageCrop,
} from '../../../src/media';
import { Button, Dialog } from '../../../src/ui';

/** The zoom slider's range: the whole image up to a third of its width. */
export const CROPPER_ZOOM = { min: 1, max: 3, step: 0.1 } as const;

export interface ImageCropperOverlayProps {
  /** The image's URL as stored, possibly already cropped. */
  src: string;
  /** Called with the URL carrying the new zoom and focal point. */
  onApply: (url: string) => void;
  onClose: () => void;
}

/**
 * The image cropper: the original image with a movable selection (drag, or the arrow keys
 * when it has focus) and a zoom slider. Applying writes zoom and focal point (the
 * selection's centre) into the image URL, so every size the server makes keeps the crop.
 * Rendered by the editor's OverlayHost only while open.
 */
export function ImageCropperOverlay({ src, onApply, onClose }: ImageCropperOverlayProps) {
  const zoomId = useId();
  const [initial] = useState(() => readImageCrop(src));
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(Math.max(CROPPER_ZOOM.min, initial.zoom));
  const [aspect, setAspect] = useState(1);
  const [crop, setCrop] = useState<ImageCrop>(initial);

  return (
    <Dialog open title="Crop image" onClose={onClose} className="image-cropper">
      <div className="image-cropper__area">
        <Cropper
          image={withoutImageCrop(src)}
          crop={position}
          zoom={zoom}
          minZoom={CROPPER_ZOOM.min}
          maxZoom={CROPPER_ZOOM.max}
          zoomSpeed={CROPPER_ZOOM.step}
          aspect={aspect}
          initialCroppedAreaPercentages={areaFromCrop(initial)}
          onCropChange={setPosition}
          onZoomChange={setZoom}
          onMediaLoaded={(size) => setAspect(size.naturalWidth / size.naturalHeight)}
          onCropComplete={(area: Area) => setCrop(cropFromArea(area, zoom))}
          cropperProps={{
            role: 'group',
            'aria-label': 'Crop selection: drag it or use the arrow keys',
          }}
          mediaProps={{ alt: '' }}
        />
      </div>
      <label htmlFor={zoomId}>Zoom</label>
      <input
        id={zoomId}
        type="range"
        min={CROPPER_ZOOM.min}
        max={CROPPER_ZOOM.max}
        step={CROPPER_ZOOM.step}
        value={zoom}
        onChange={(event) => setZoom(Number(event.target.value))}
      />
      <p className="image-cropper__values" aria-live="polite">
        {`Zoom ${crop.zoom}, focal point ${Math.round(crop.focalX * 100)}% across, ${Math.round(
          crop.focalY * 100,
        )}% down`}
      </p>
      <div className="ui-dialog__actions">
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="primary" onClick={() => onApply(withImageCrop(src, crop))}>
          Apply crop
        </Button>
      </div>
    </Dialog>
  );
}
