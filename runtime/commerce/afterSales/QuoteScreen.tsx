import { useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { orderReference, quoteRequestSchema } from '../../../src/commerce/afterSales';
import { ValidationError } from '../../../src/errors';
import { Field, formErrorsFrom, type FormErrors } from '../../../src/ui';
import { useAfterSalesClient } from './useAfterSales';

const FIELDS = [
  'name',
  'email',
  'product',
  'quantity',
  'description',
  'deadline',
  'order',
] as const;
type QuoteField = (typeof FIELDS)[number];

/** /get-a-quote/: a quote request for made-to-order work (the bespoke flow starts here). */
export const QuoteScreen = () => <QuoteRequest order={undefined} />;

/** /advanced-quote/{order?}/: the same request, about an earlier order when one is named. */
export function AdvancedQuoteScreen() {
  const { order } = useParams({ strict: false }) as { order?: string };
  return (
    <QuoteRequest order={order && /^[0-9a-f]{32}$/.test(order) ? order : undefined} advanced />
  );
}

function QuoteRequest({
  order,
  advanced = false,
}: {
  order: string | undefined;
  advanced?: boolean;
}) {
  const client = useAfterSalesClient();
  const [values, setValues] = useState({
    name: '',
    email: '',
    product: '',
    quantity: '1',
    description: '',
    deadline: '',
  });
  const [errors, setErrors] = useState<FormErrors<QuoteField>>({ fields: {}, form: null });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ reference: string; email: string } | null>(null);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = { ...values, quantity: Number(values.quantity), ...(order ? { order } : {}) };
    const checked = quoteRequestSchema.safeParse(request);
    if (!checked.success) {
      const issues = checked.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        message: issue.message,
      }));
      setErrors(formErrorsFrom(new ValidationError(issues[0]!.message, issues), FIELDS));
      return;
    }
    setBusy(true);
    try {
      setDone(await client.quote(request));
    } catch (failure) {
      setErrors(formErrorsFrom(failure, FIELDS));
    } finally {
      setBusy(false);
    }
  }

  const title = advanced ? 'Advanced quote' : 'Get a quote';
  if (done) return <QuoteSent title={title} reference={done.reference} email={done.email} />;
  return (
    <section className="sf-checkout sf-after-sales">
      <h1>{title}</h1>
      <p>
        Tell us what you would like made and we will reply with a price and a mock-up.
        {order ? ` This request is about your order ${orderReference(order)}.` : ''}
      </p>
      <form className="sf-checkout-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="sf-checkout-pair">
          <Field label="Your name" error={errors.fields.name} required>
            {(control) => (
              <input
                {...control}
                name="name"
                autoComplete="name"
                value={values.name}
                onChange={set('name')}
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
                value={values.email}
                onChange={set('email')}
              />
            )}
          </Field>
        </div>
        <div className="sf-checkout-pair">
          <Field
            label="Product"
            hint="For example: tote bags, hoodies"
            error={errors.fields.product}
            required
          >
            {(control) => (
              <input {...control} name="product" value={values.product} onChange={set('product')} />
            )}
          </Field>
          <Field label="Quantity" error={errors.fields.quantity} required>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                name="quantity"
                value={values.quantity}
                onChange={set('quantity')}
              />
            )}
          </Field>
        </div>
        <Field
          label="Description"
          hint="Your design, colours, sizes and anything else we should know"
          error={errors.fields.description}
          required
        >
          {(control) => (
            <textarea
              {...control}
              name="description"
              rows={5}
              maxLength={5000}
              value={values.description}
              onChange={set('description')}
            />
          )}
        </Field>
        <Field
          label="Deadline"
          hint="When you need it by (optional)"
          error={errors.fields.deadline}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              name="deadline"
              value={values.deadline}
              onChange={set('deadline')}
            />
          )}
        </Field>
        {(errors.form ?? errors.fields.order) ? (
          <p className="ui-form__message" role="alert">
            {errors.form ?? errors.fields.order}
          </p>
        ) : null}
        <p>
          <button type="submit" className="sf-button" disabled={busy}>
            Request a quote
          </button>
        </p>
      </form>
    </section>
  );
}

function QuoteSent({
  title,
  reference,
  email,
}: {
  title: string;
  reference: string;
  email: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="sf-checkout sf-after-sales">
      <h1 ref={heading} tabIndex={-1}>
        {title}: request received
      </h1>
      <p>
        Thank you. Your quote reference is <strong>{reference}</strong>. We will reply to{' '}
        <strong>{email}</strong> with a price and a mock-up.
      </p>
    </section>
  );
}
