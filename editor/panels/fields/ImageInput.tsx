import { useState } from 'react';
import { createOverlayStore, OverlayHost } from '../../../src/ui';
import { checkRule, fileExtension } from '../../../src/validation';
import { useEditorApi } from '../../app/api';
import { failureMessage } from '../failureMessage';
import { FieldShell } from './FieldShell';
import { ImageCropperOverlay } from './ImageCropperOverlay';
import { ImageLibraryOverlay } from './ImageLibraryOverlay';
import { textOf } from './TextInput';
import type { FieldInputProps, FieldOf, StoreScoped } from './types';

/** Image files the upload accepts; the server makes the sized variants. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'] as const;
const IMAGE_CROPPER_OVERLAY = 'image-cropper';
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
 * "Choose from library" (the store's uploaded images) and "Remove". When the block has
 * an alt-text field for this image, it is edited here, beside the picture it describes.
 */
export function ImageInput({ field, value, onChange, divisionId, alt }: ImageInputProps) {
  const api = useEditorApi();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [libraryOpen, setLibraryOpen] = useState(false);
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
            <button type="button" className="button" onClick={() => setLibraryOpen(true)}>
              Choose from library
            </button>
            {src ? (
              <button
                type="button"
                className="button"
                onClick={() => overlays.open(IMAGE_CROPPER_OVERLAY)}
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
                name: IMAGE_CROPPER_OVERLAY,
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
          <ImageLibraryOverlay
            open={libraryOpen}
            divisionId={divisionId}
            onClose={() => setLibraryOpen(false)}
            onChoose={(image) => {
              setLibraryOpen(false);
              onChange(image.thumbnails.original);
            }}
          />
        </>
      )}
    </FieldShell>
  );
}
