import { parseCookie, stringifySetCookie } from 'cookie';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  subscribeFailure,
  subscribePayload,
  validateSubscriber,
  SUBSCRIBE_PATH,
  type SubscriberErrors,
  type SubscriberValues,
} from '../../src/mailingLists/subscribe';
import {
  offerCookieFor,
  offerMayShow,
  OFFER_COOKIE,
  type OfferCookieValue,
} from '../../src/rules/subscriberOffer';
import { SUBSCRIBER_MESSAGES } from '../../src/mailingLists/subscribers';
import { Button, Dialog, Field } from '../../src/ui';
import { Captcha, type CaptchaHandle } from '../account/Captcha';
import { useServices } from '../app/ServicesContext';

/** A notification on screen (the notifications' own elements carry this attribute). */
export const NOTIFICATION_SELECTOR = '[data-notification]';

type Status =
  { kind: 'asking' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

function remember(answer: OfferCookieValue) {
  const { value, maxAge } = offerCookieFor(answer);
  document.cookie = stringifySetCookie({
    name: OFFER_COOKIE,
    value,
    maxAge,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}

/**
 * The email-subscriber offer (src/rules/subscriberOffer.ts for when it shows): a dialog
 * with first name and email, a captcha, and the privacy policy link. Loaded only when the
 * offer is due; it checks the offer cookie, a showing notification and the query itself,
 * and closes at once when any says no. Subscribing remembers `subscribed` for a year;
 * closing it (Escape, the backdrop, "No thanks") remembers `dismissed` for 30 days.
 */
export function SubscriberOffer({ onDone }: { onDone: () => void }) {
  const { coreData, post } = useServices();
  const plugin = coreData.state.subdomain.plugins['email-subscriber-offer'];
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<SubscriberValues>({ firstName: '', email: '' });
  const [errors, setErrors] = useState<SubscriberErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'asking' });
  const captcha = useRef<CaptchaHandle>(null);
  const firstName = useRef<HTMLInputElement>(null);
  const leadId = useId();

  useEffect(() => {
    const allowed = offerMayShow({
      pluginEnabled: Boolean(plugin?.enabled),
      offerCookie: parseCookie(document.cookie)[OFFER_COOKIE],
      notificationShowing: document.querySelector(NOTIFICATION_SELECTOR) !== null,
      query: Object.fromEntries(new URLSearchParams(window.location.search)),
    });
    if (allowed) setOpen(true);
    else onDone();
  }, [plugin, onDone]);

  const close = () => {
    if (status.kind !== 'sent') remember('dismissed');
    setOpen(false);
    onDone();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSubscriber(values);
    setErrors(found);
    if (found.firstName !== undefined || found.email !== undefined) {
      (found.firstName !== undefined ? firstName.current : null)?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      if (!post) throw new Error('The page is still loading');
      const token = await captcha.current?.token();
      await post(SUBSCRIBE_PATH, {
        ...subscribePayload(
          values,
          coreData.state.subdomain.division.id,
          plugin?.mailingList ?? '',
        ),
        v3captchaToken: token ?? null,
      });
      remember('subscribed');
      setStatus({ kind: 'sent' });
    } catch (error) {
      captcha.current?.reset();
      const outcome = subscribeFailure(error);
      if (outcome.report) console.error(error);
      setStatus({ kind: 'failed', message: outcome.message });
    }
  };

  return (
    <Dialog
      open={open}
      title="Join our mailing list"
      describedBy={leadId}
      onClose={close}
      preventClose={status.kind === 'sending'}
      initialFocus={firstName}
      className="sf-offer"
    >
      <p id={leadId} className="sf-offer-lead">
        {status.kind === 'sent'
          ? SUBSCRIBER_MESSAGES.subscribed
          : 'Be the first to hear about new designs and offers.'}
      </p>
      {status.kind === 'sent' ? (
        <div className="sf-offer-actions">
          <Button variant="primary" onClick={close}>
            Close
          </Button>
        </div>
      ) : (
        <form className="sf-offer-form" noValidate onSubmit={(event) => void submit(event)}>
          <Field label="First name" error={errors.firstName} required>
            {(control) => (
              <input
                {...control}
                ref={firstName}
                name="firstName"
                type="text"
                autoComplete="given-name"
                value={values.firstName}
                onChange={(event) => setValues({ ...values, firstName: event.target.value })}
              />
            )}
          </Field>
          <Field label="Email address" error={errors.email} required>
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={(event) => setValues({ ...values, email: event.target.value })}
              />
            )}
          </Field>
          <Captcha ref={captcha} />
          {status.kind === 'failed' ? (
            <p className="sf-offer-error" role="alert">
              {status.message}
            </p>
          ) : null}
          <div className="sf-offer-actions">
            <Button type="submit" variant="primary" busy={status.kind === 'sending'}>
              Subscribe
            </Button>
            <Button variant="secondary" onClick={close}>
              No thanks
            </Button>
          </div>
        </form>
      )}
      <p className="sf-offer-footer">
        We use your details as our <a href="/privacy-policy/">privacy policy</a> says. You can
        unsubscribe at any time.
      </p>
    </Dialog>
  );
}
