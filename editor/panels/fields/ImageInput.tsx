import { useState } from 'react';
import { createOverlayStore, OverlayHost } from '../../../src/ui';
import { checkRule, fileExtension } from '../../../src/validation';
import { useEditorApi } from '../../app/api';
import { failureMessage } from '../../../src/errors';
import { FieldShell } from './FieldShell';
import { DriveFileOverlay } from '../overlays/DriveFileOverlay';
import { ImagePreviewOverlay } from '../overlays/ImagePreviewOverlay';
import { SelectProductImageOverlay } from '../overlays/SelectProductImageOverlay';
import { ImageCropperOverlay } from './ImageCropperOverlay';
import { textOf } from './TextInput';
import type { FieldInputProps, FieldOf, StoreScoped } from './types';

/** Image files the upload accepts; the server makes the sized variants. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'] as const;
/** This field's overlays, by their names in the overlay registry. */
const OVERLAY = {
  cropper: 'image-cropper',
  productImage: 'select-product-image',
  drive: 'drive-file',
  preview: 'image-preview',
} as const;
const imageFileRule = fileExtension(IMAGE_EXTENSIONS);

/** The block's alt-text field for this image, drawn with it (see pairAltFields). */
export interface AltText {
  field: FieldOf<'text'>;
  value: unknown;
  onChange: (value: string) => void;
}

export interface ImageInputProps extends FieldInputProps<'image'>, StoreScoped {
  alt?: AltText;
}

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; fraction: number }
  | { state: 'failed'; message: string };

/**
 * An image property (a URL): a preview, "Upload" (a file sent to the server with a
 * progress bar; the stored URL is the original, the server keeps the sized variants),
 * "Product image" (one of the store's product images), "Choose from drive" (the store's
 * uploaded files), "Preview" (full size, with the alt text), "Crop" and "Remove". When
 * the block has an alt-text field for this image, it is edited here, beside the picture
 * it describes; a product image fills an empty alt text with its own.
 */
export function ImageInput({ field, value, onChange, divisionId, alt }: ImageInputProps) {
  const api = useEditorApi();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  // This field's overlays, drawn by one OverlayHost from the overlay registry.
  const [overlays] = useState(createOverlayStore);
  const src = textOf(value);

  const uploadFile = async (file: File) => {
    const refused = checkRule(imageFileRule, file.name);
    if (refused) {
      setUpload({ state: 'failed', message: refused });
      return;
    }
    setUpload({ state: 'uploading', fraction: 0 });
    try {
      const image = await api.uploadImage(divisionId, file, (fraction) =>
        setUpload({ state: 'uploading', fraction }),
      );
      setUpload({ state: 'idle' });
      onChange(image.thumbnails.original);
    } catch (error) {
      setUpload({ state: 'failed', message: failureMessage(error) });
    }
  };

  const uploading = upload.state === 'uploading';
  return (
    <FieldShell
      label={field.label}
      help={field.help}
      error={upload.state === 'failed' ? upload.message : null}
      as="group"
    >
      {() => (
        <>
          {src ? (
            <img
              className="image-field__preview"
              src={src}
              alt={`Current ${field.label.toLowerCase()}`}
            />
          ) : (
            <p className="image-field__none">No image chosen</p>
          )}
          {uploading ? (
            <div role="status">
              <progress value={upload.fraction} max={1} aria-label="Upload progress" />
              <span>{`Uploading… ${Math.round(upload.fraction * 100)}%`}</span>
            </div>
          ) : null}
          <div className="button-row">
            <label className="button upload-button" aria-disabled={uploading || undefined}>
              Upload
              <input
                type="file"
                className="ui-visually-hidden"
                accept={IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
                disabled={uploading}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void uploadFile(file);
                }}
              />
            </label>
            <button
              type="button"
              className="button"
              onClick={() => overlays.open(OVERLAY.productImage)}
            >
              Product image
            </button>
            <button type="button" className="button" onClick={() => overlays.open(OVERLAY.drive)}>
              Choose from drive
            </button>
            {src ? (
              <button
                type="button"
                className="button"
                onClick={() => overlays.open(OVERLAY.preview)}
              >
                Preview
              </button>
            ) : null}
            {src ? (
              <button
                type="button"
                className="button"
                onClick={() => overlays.open(OVERLAY.cropper)}
              >
                Crop
              </button>
            ) : null}
            {src ? (
              <button type="button" className="button button--danger" onClick={() => onChange('')}>
                Remove
              </button>
            ) : null}
          </div>
          {alt ? (
            <FieldShell label={alt.field.label} help={alt.field.help}>
              {(ids) => (
                <input
                  id={ids.control}
                  type="text"
                  value={textOf(alt.value)}
                  maxLength={alt.field.maxLength}
                  aria-describedby={ids.describedBy}
                  onChange={(event) => alt.onChange(event.target.value)}
                />
              )}
            </FieldShell>
          ) : null}
          <OverlayHost
            store={overlays}
            overlays={[
              {
                name: OVERLAY.productImage,
                render: (close) => (
                  <SelectProductImageOverlay
                    divisionId={divisionId}
                    onClose={() => close()}
                    onChoose={(choice) => {
                      close();
                      onChange(choice.src);
                      if (alt && !textOf(alt.value)) alt.onChange(choice.alt);
                    }}
                  />
                ),
              },
              {
                name: OVERLAY.drive,
                render: (close) => (
                  <DriveFileOverlay
                    divisionId={divisionId}
                    onClose={() => close()}
                    onChoose={(image) => {
                      close();
                      onChange(image.thumbnails.original);
                    }}
                  />
                ),
              },
              {
                name: OVERLAY.preview,
                render: (close) => (
                  <ImagePreviewOverlay
                    src={src}
                    alt={alt ? textOf(alt.value) : ''}
                    onClose={() => close()}
                  />
                ),
              },
              {
                name: OVERLAY.cropper,
                render: (close) => (
                  <ImageCropperOverlay
                    src={src}
                    onClose={() => close()}
                    onApply={(url) => {
                      close();
                      onChange(url);
                    }}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </FieldShell>
  );
}
