import { useId, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { useHydrated } from '../../src/ui/useHydrated';
import type { BlockComponentProps } from '../../src/registry';
import { themeVar } from '../../themes/base';
import type { NewsletterSubscribeProperties } from './properties';
import {
  NEWSLETTER_MESSAGES,
  SUBSCRIBE_PATH,
  subscribeFailure,
  subscribePayload,
  validateSubscriber,
  type SubscriberErrors,
  type SubscriberValues,
} from '../../src/mailingLists/subscribe';

type Status =
  | { kind: 'editing' }
  | { kind: 'submitting' }
  | { kind: 'succeeded' }
  | { kind: 'failed'; message: string };

/** Reports an unexpected failure to the page's error reporting without breaking the block. */
function report(error: unknown): void {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error(error);
}

/**
 * The sign-up form. It needs JavaScript to send (the subscribe call carries the CSRF
 * header), so the server renders it with the button disabled and hydration enables it;
 * without JavaScript nothing is sent half-way (no GET with an email in the URL).
 * Messages go to a live region that is always in the page, so they are announced.
 */
export function NewsletterSubscribeBlock({
  properties,
  context,
}: BlockComponentProps<NewsletterSubscribeProperties>) {
  const ids = { title: useId(), firstName: useId(), email: useId() };
  const hydrated = useHydrated();
  const [values, setValues] = useState<SubscriberValues>({ email: '', firstName: '' });
  const [errors, setErrors] = useState<SubscriberErrors>({});
  const [checked, setChecked] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const fields = {
    firstName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
  };

  const change = (name: keyof SubscriberValues, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // Once the shopper has tried to send, errors follow their typing.
    if (checked) setErrors(validateSubscriber(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'submitting' || context.editing) return;
    const found = validateSubscriber(values);
    setChecked(true);
    setErrors(found);
    const firstInvalid = (['firstName', 'email'] as const).find(
      (name) => found[name] !== undefined,
    );
    if (firstInvalid) {
      fields[firstInvalid].current?.focus();
      return;
    }
    setStatus({ kind: 'submitting' });
    try {
      if (!context.post) throw new Error('No API client to send the subscription with');
      await context.post(
        SUBSCRIBE_PATH,
        subscribePayload(values, context.page?.divisionId ?? null, properties.mailingList),
      );
      setStatus({ kind: 'succeeded' });
    } catch (error) {
      const outcome = subscribeFailure(error);
      if (outcome.report) report(error);
      setStatus({ kind: 'failed', message: outcome.message });
    }
  };

  const style: CSSProperties = {};
  if (properties.backgroundColor !== '') style.background = properties.backgroundColor;
  if (properties.font !== '') style.fontFamily = `'${properties.font}', ${themeVar('text.font')}`;

  const field = (
    name: keyof SubscriberValues,
    label: string,
    type: 'text' | 'email',
    autoComplete: string,
  ) => {
    const error = errors[name];
    const errorId = `${ids[name]}-error`;
    return (
      <div className="block-newsletterSubscribe__field">
        <label htmlFor={ids[name]}>{label}</label>
        <input
          ref={fields[name]}
          id={ids[name]}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required
          value={values[name]}
          onChange={(event) => change(name, event.target.value)}
          aria-invalid={error !== undefined}
          aria-describedby={error !== undefined ? errorId : undefined}
        />
        {error !== undefined && (
          <p id={errorId} className="block-newsletterSubscribe__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className="block-newsletterSubscribe" style={style} aria-labelledby={ids.title}>
      <h2 id={ids.title} className="block-newsletterSubscribe__title">
        {properties.title}
      </h2>
      {properties.copy !== '' && (
        <p className="block-newsletterSubscribe__copy">{properties.copy}</p>
      )}
      {status.kind !== 'succeeded' && (
        <form
          className="block-newsletterSubscribe__form"
          noValidate
          onSubmit={submit}
          aria-labelledby={ids.title}
        >
          {field('firstName', 'First name', 'text', 'given-name')}
          {field('email', 'Email address', 'email', 'email')}
          <button
            type="submit"
            className="block-newsletterSubscribe__button"
            disabled={!hydrated || status.kind === 'submitting'}
            aria-busy={status.kind === 'submitting'}
          >
            {properties.buttonText}
          </button>
        </form>
      )}
      <div className="block-newsletterSubscribe__status" aria-live="polite">
        {status.kind === 'succeeded' && (
          <p className="block-newsletterSubscribe__success">{NEWSLETTER_MESSAGES.success}</p>
        )}
        {status.kind === 'failed' && (
          <p className="block-newsletterSubscribe__failure" role="alert">
            {status.message}
          </p>
        )}
      </div>
    </section>
  );
}
