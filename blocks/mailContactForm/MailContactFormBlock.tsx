import { useId, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '../../src/ui/useHydrated';
import type { BlockComponentProps } from '../../src/registry';
import {
  CONTACT_MESSAGES,
  CONTACT_PATH,
  contactFailure,
  contactPayload,
  MAX_MESSAGE_LENGTH,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from './contact';
import type { MailContactFormProperties } from './properties';

type Status =
  | { kind: 'editing' }
  | { kind: 'submitting' }
  | { kind: 'succeeded' }
  | { kind: 'failed'; message: string };

const FIELD_ORDER = ['name', 'email', 'message'] as const;

function report(error: unknown): void {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error(error);
}

/**
 * A contact form. Like the newsletter form it sends only with JavaScript (the call needs
 * the CSRF header): the server renders the button disabled and hydration enables it.
 * The recipient never reaches the browser: the server looks it up by page and block.
 */
export function MailContactFormBlock({
  block,
  properties,
  context,
}: BlockComponentProps<MailContactFormProperties>) {
  const ids = { title: useId(), name: useId(), email: useId(), message: useId() };
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  const hydrated = useHydrated();
  const [values, setValues] = useState<ContactValues>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [checked, setChecked] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'editing' });

  const change = (name: keyof ContactValues, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (checked) setErrors(validateContact(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'submitting' || context.editing) return;
    const found = validateContact(values);
    setChecked(true);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((name) => found[name] !== undefined);
    if (firstInvalid) {
      refs[firstInvalid].current?.focus();
      return;
    }
    setStatus({ kind: 'submitting' });
    try {
      if (!context.post) throw new Error('No API client to send the message with');
      const where = {
        division: context.page?.divisionId ?? null,
        pageId: context.page?.id ?? null,
        blockId: block.id,
      };
      await context.post(CONTACT_PATH, contactPayload(values, where));
      setStatus({ kind: 'succeeded' });
    } catch (error) {
      const outcome = contactFailure(error);
      if (outcome.report) report(error);
      setStatus({ kind: 'failed', message: outcome.message });
    }
  };

  const describe = (name: keyof ContactValues) => {
    const error = errors[name];
    return {
      'aria-invalid': error !== undefined,
      'aria-describedby': error !== undefined ? `${ids[name]}-error` : undefined,
    };
  };
  const errorText = (name: keyof ContactValues) =>
    errors[name] !== undefined && (
      <p id={`${ids[name]}-error`} className="block-mailContactForm__error">
        {errors[name]}
      </p>
    );

  return (
    <section className="block-mailContactForm" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="block-mailContactForm__title">
        {properties.title}
      </h2>
      {properties.copy !== '' && <p className="block-mailContactForm__copy">{properties.copy}</p>}
      {status.kind !== 'succeeded' && (
        <form
          className="block-mailContactForm__form"
          noValidate
          onSubmit={submit}
          aria-labelledby={ids.title}
        >
          <div className="block-mailContactForm__field">
            <label htmlFor={ids.name}>Name</label>
            <input
              ref={refs.name}
              id={ids.name}
              name="name"
              type="text"
              autoComplete="name"
              required
              value={values.name}
              onChange={(event) => change('name', event.target.value)}
              {...describe('name')}
            />
            {errorText('name')}
          </div>
          <div className="block-mailContactForm__field">
            <label htmlFor={ids.email}>Email address</label>
            <input
              ref={refs.email}
              id={ids.email}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={(event) => change('email', event.target.value)}
              {...describe('email')}
            />
            {errorText('email')}
          </div>
          <div className="block-mailContactForm__field">
            <label htmlFor={ids.message}>Message</label>
            <textarea
              ref={refs.message}
              id={ids.message}
              name="message"
              rows={5}
              required
              maxLength={MAX_MESSAGE_LENGTH}
              value={values.message}
              onChange={(event) => change('message', event.target.value)}
              {...describe('message')}
            />
            {errorText('message')}
          </div>
          <button
            type="submit"
            className="block-mailContactForm__button"
            disabled={!hydrated || status.kind === 'submitting'}
            aria-busy={status.kind === 'submitting'}
          >
            {properties.buttonText}
          </button>
        </form>
      )}
      <div className="block-mailContactForm__status" aria-live="polite">
        {status.kind === 'succeeded' && (
          <p className="block-mailContactForm__success">{CONTACT_MESSAGES.success}</p>
        )}
        {status.kind === 'failed' && (
          <p className="block-mailContactForm__failure" role="alert">
            {status.message}
          </p>
        )}
      </div>
    </section>
  );
}
