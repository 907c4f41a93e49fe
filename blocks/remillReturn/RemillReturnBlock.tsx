import { useId, useState, type FormEvent } from 'react';
import { useHydrated } from '../../src/ui/useHydrated';
import type { BlockComponentProps } from '../../src/registry';
import { Dialog } from '../../src/ui';
import type { RemillReturnProperties } from './properties';
import {
  canSubmitRemill,
  REMILL_MESSAGES,
  REMILL_PATH,
  REMILL_TERMS,
  remillEmailError,
  remillOutcome,
} from './remill';

type Popup =
  | { state: 'closed' }
  | { state: 'form'; message?: string; failed?: boolean }
  | { state: 'submitting' }
  | { state: 'thanks'; message: string };

export const REMILL_DIALOG_TITLE = 'Return an item';

/**
 * The offer card and its popup (form state, then a thank-you message after success).
 * The call's message is shown in the popup's live region: a
 * block has no access to the app's snackbar, and the popup is where the shopper looks.
 */
export function RemillReturnBlock({
  properties,
  context,
}: BlockComponentProps<RemillReturnProperties>) {
  const ids = { title: useId(), email: useId() };
  const hydrated = useHydrated();
  const [popup, setPopup] = useState<Popup>({ state: 'closed' });
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);

  const inFlight = popup.state === 'submitting';
  const emailError = touched ? remillEmailError(email) : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!canSubmitRemill(email, inFlight) || context.editing) return;
    setPopup({ state: 'submitting' });
    try {
      if (!context.post) throw new Error('No API client to send the return request with');
      const outcome = remillOutcome(await context.post(REMILL_PATH, { email: email.trim() }));
      setPopup(
        outcome.state === 'thanks'
          ? outcome
          : { state: 'form', message: outcome.message, failed: true },
      );
    } catch {
      setPopup({ state: 'form', message: REMILL_MESSAGES.failure, failed: true });
    }
  };

  const close = () => setPopup({ state: 'closed' });

  return (
    <section className="block-remillReturn" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="block-remillReturn__title">
        {properties.title}
      </h2>
      {properties.copy !== '' && <p className="block-remillReturn__copy">{properties.copy}</p>}
      <ul className="block-remillReturn__terms">
        {REMILL_TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <button
        type="button"
        className="block-remillReturn__button"
        disabled={!hydrated}
        aria-haspopup="dialog"
        onClick={() => setPopup({ state: 'form' })}
      >
        {properties.buttonText}
      </button>
      <Dialog
        open={popup.state !== 'closed'}
        title={REMILL_DIALOG_TITLE}
        onClose={close}
        preventClose={inFlight}
        className="block-remillReturn__dialog"
      >
        {popup.state === 'thanks' ? (
          <>
            <p className="block-remillReturn__thanks" role="status">
              {popup.message}
            </p>
            <button type="button" className="block-remillReturn__button" onClick={close}>
              Done
            </button>
          </>
        ) : (
          <form className="block-remillReturn__form" noValidate onSubmit={submit}>
            <label htmlFor={ids.email}>Email address</label>
            <input
              id={ids.email}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onBlur={() => setTouched(true)}
              aria-invalid={emailError !== undefined}
              aria-describedby={emailError !== undefined ? `${ids.email}-error` : undefined}
            />
            {emailError !== undefined && (
              <p id={`${ids.email}-error`} className="block-remillReturn__error">
                {emailError}
              </p>
            )}
            <div className="block-remillReturn__status" aria-live="polite">
              {popup.state === 'form' && popup.message !== undefined && (
                <p
                  className="block-remillReturn__failure"
                  role={popup.failed ? 'alert' : undefined}
                >
                  {popup.message}
                </p>
              )}
            </div>
            <div className="block-remillReturn__actions">
              <button
                type="submit"
                className="block-remillReturn__button"
                disabled={!canSubmitRemill(email, inFlight)}
                aria-busy={inFlight}
              >
                Send
              </button>
              <button
                type="button"
                className="block-remillReturn__cancel"
                onClick={close}
                disabled={inFlight}
              >
                Cancel
              </button>
            </div>
          </form>
        )}
      </Dialog>
    </section>
  );
}
