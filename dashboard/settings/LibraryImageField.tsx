import '../products/catalogue.css';
import { useState } from 'react';
import { Button, Field } from '../../src/ui';
import { LibraryImageDialog } from '../images/LibraryImageDialog';
import type { ProductsApi } from '../products/productsApi';

export interface LibraryImageFieldProps {
  /** What the image is, lower case ("logo", "favicon", "social image"). */
  what: string;
  /** The form key, for focusing the field on an error. */
  name: string;
  hint: string;
  value: string;
  error?: string;
  onChange: (address: string) => void;
  divisionId: number;
  images: Pick<ProductsApi, 'images'>;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A store image (logo, favicon, social image): picked from the image library in a dialog
 * (with upload inside it), or typed as an address for an image hosted elsewhere. The
 * chosen image is previewed; "Remove" clears it.
 */
export function LibraryImageField({
  what,
  name,
  hint,
  value,
  error,
  onChange,
  divisionId,
  images,
}: LibraryImageFieldProps) {
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <Field label={`${capitalised(what)} address`} hint={hint} error={error}>
        {(control) => (
          <input
            {...control}
            data-field={name}
            type="text"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
      <div className="dash-image-choice">
        {value ? <img src={value} alt={`Your ${what}`} /> : null}
        <Button onClick={() => setChoosing(true)}>Choose the {what} from the library</Button>
        {value ? (
          <Button variant="quiet" onClick={() => onChange('')} aria-label={`Remove the ${what}`}>
            Remove
          </Button>
        ) : null}
      </div>
      <LibraryImageDialog
        open={choosing}
        title={`Choose the ${what}`}
        divisionId={divisionId}
        api={images}
        current={value}
        onPick={(image) => {
          onChange(image.original);
          setChoosing(false);
        }}
        onClose={() => setChoosing(false)}
      />
    </>
  );
}
