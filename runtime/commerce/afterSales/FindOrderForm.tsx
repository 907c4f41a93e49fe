import { useState, type FormEvent } from 'react';
import { findOrderSchema } from '../../../src/commerce/afterSales';
import { Field, formErrorsFrom, type FormErrors } from '../../../src/ui';
import { ValidationError } from '../../../src/errors';
import { useAfterSalesClient } from './useAfterSales';

const FIELDS = ['reference', 'email'] as const;
type FindField = (typeof FIELDS)[number];

/**
 * Finds an order by the reference on its confirmation email and the email it was placed
 * with; `onFound` gets the order's hash (the key of every after-sales page).
 */
export function FindOrderForm({ onFound }: { onFound: (hash: string) => void }) {
  const client = useAfterSalesClient();
  const [reference, setReference] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FormErrors<FindField>>({ fields: {}, form: null });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = findOrderSchema.safeParse({ reference, email });
    if (!checked.success) {
      setErrors(
        formErrorsFrom(
          new ValidationError(
            checked.error.issues[0]!.message,
            checked.error.issues.map((issue) => ({
              field: issue.path.join('.'),
              message: issue.message,
            })),
          ),
          FIELDS,
        ),
      );
      return;
    }
    setBusy(true);
    try {
      onFound(await client.find(checked.data.reference, checked.data.email));
    } catch (failure) {
      setErrors(formErrorsFrom(failure, FIELDS));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="sf-checkout-form" noValidate onSubmit={(event) => void submit(event)}>
      <Field
        label="Order reference"
        hint="The 8 characters on your order confirmation email"
        error={errors.fields.reference}
        required
      >
        {(control) => (
          <input
            {...control}
            name="reference"
            autoComplete="off"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        )}
      </Field>
      <Field label="Email address" error={errors.fields.email} required>
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      {errors.form ? (
        <p className="ui-form__message" role="alert">
          {errors.form}
        </p>
      ) : null}
      <p>
        <button type="submit" className="sf-button" disabled={busy}>
          Find my order
        </button>
      </p>
    </form>
  );
}
