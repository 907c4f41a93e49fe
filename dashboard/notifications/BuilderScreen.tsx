import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { formatDate } from '../../src/format';
import {
  BUILDER_MESSAGES,
  builderPrefill,
  NOTIFICATION_TEMPLATES,
  NotificationCard,
  notificationCardStyles,
  NotificationControls,
  notificationControlsStyles,
  formFieldName,
  type NotificationTemplate,
} from '../../src/notifications';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Field,
  InlineError,
  Loading,
  PageHeader,
  type SnackbarStore,
} from '../../src/ui';
import { failureMessage } from '../../src/errors';
import { ComposerExtras, EMPTY_EXTRAS, optionalAction, type DraftExtras } from './ComposerExtras';
import { useNotificationsApi, type ProductChoice, type SentNotification } from './notificationsApi';

export interface BuilderScreenProps {
  divisionId: number;
  /** The page's query string: title, body, related and href prefill the form. */
  search: string;
  snackbar: SnackbarStore;
}

type Audience = 'all-customers' | 'mailing-list' | 'product-customers';
type Sent =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; list: SentNotification[] };

const AUDIENCE_LABELS: Record<string, string> = {
  'all-customers': 'All customers of the store',
  'mailing-list': 'Subscribers to a mailing list',
  'product-customers': 'Customers who ordered a product',
  cancelled: 'Cancelled',
};

const noop = () => {};

/** A datetime-local value (the seller's local time) as an ISO instant; null when empty. */
const isoOfLocal = (value: string): string | null =>
  value === '' || Number.isNaN(Date.parse(value)) ? null : new Date(value).toISOString();

/**
 * /marketing-tools/notifications/builder: compose a notification (prefilled from the
 * query), see it as each template, choose who gets it and how (in-app, push), send it now
 * or schedule it (a confirm dialog shows the time), and follow delivered and opened counts.
 */
export function BuilderScreen({ divisionId, search, snackbar }: BuilderScreenProps) {
  const api = useNotificationsApi();
  const headingId = useId();
  const prefill = builderPrefill(search);
  const [title, setTitle] = useState(prefill.title);
  const [body, setBody] = useState(prefill.body);
  const [href, setHref] = useState(prefill.href);
  const [related, setRelated] = useState(prefill.related);
  const [image, setImage] = useState('');
  const [template, setTemplate] = useState<NotificationTemplate>('Simple');
  const [extras, setExtras] = useState<DraftExtras>(EMPTY_EXTRAS);
  const [audience, setAudience] = useState<Audience>('all-customers');
  const [productId, setProductId] = useState('');
  const [mailingList, setMailingList] = useState('');
  const [products, setProducts] = useState<ProductChoice[]>([]);
  const [inApp, setInApp] = useState(true);
  const [push, setPush] = useState(false);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [scheduledAt, setScheduledAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent>({ state: 'loading' });

  const load = useCallback(() => {
    let current = true;
    api.sent(divisionId).then(
      (list) => current && setSent({ state: 'ready', list }),
      (failure: unknown) =>
        current && setSent({ state: 'error', message: failureMessage(failure) }),
    );
    return () => {
      current = false;
    };
  }, [api, divisionId]);
  useEffect(load, [load]);
  useEffect(() => {
    if (audience !== 'product-customers' || products.length > 0) return;
    api.products(divisionId).then(setProducts, () => setProducts([]));
  }, [api, audience, divisionId, products.length]);

  async function send() {
    setBusy(true);
    try {
      const result = await api.compose(divisionId, {
        title,
        body,
        href: href.trim() === '' ? null : href,
        related: related.trim() === '' ? null : related,
        image: image.trim() === '' ? null : image,
        template,
        actions: extras.actions,
        formFields: extras.formFields,
        dismissAction: optionalAction(extras.dismissAction),
        footerAction: optionalAction(extras.footerAction),
        audience,
        productId: audience === 'product-customers' && productId ? Number(productId) : null,
        mailingList: audience === 'mailing-list' && mailingList.trim() ? mailingList : null,
        inApp,
        push,
        scheduledAt: when === 'later' ? isoOfLocal(scheduledAt) : null,
      });
      snackbar.push({
        message: result.sentAt ? `Sent to ${result.delivered} customers` : 'Notification scheduled',
      });
      setError(null);
      load();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  /** A scheduled one changed meanwhile (sent, or cancelled elsewhere): say so and reload. */
  async function cancel(row: SentNotification) {
    try {
      await api.cancel(divisionId, row.id, row.version);
      snackbar.push({ message: 'Notification cancelled' });
    } catch (failure) {
      snackbar.pushError(failureMessage(failure));
    }
    load();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') return setError(BUILDER_MESSAGES.title);
    if (when === 'later' && !isoOfLocal(scheduledAt)) return setError(BUILDER_MESSAGES.scheduledAt);
    if (when === 'later') return setConfirming(true);
    void send();
  }

  const scheduledIso = isoOfLocal(scheduledAt);
  const content = {
    title: title || 'Your title',
    body,
    image: image || null,
    actions: extras.actions.map((action) => ({
      ...action,
      text: action.text || 'Your button',
    })),
    formFields: extras.formFields.map((field, i) => ({
      name: `${formFieldName(field.label)}-${i}`,
      label: field.label || 'Your question',
      type: field.type,
    })),
    dismissAction: optionalAction(extras.dismissAction),
    footerAction: optionalAction(extras.footerAction),
  };

  return (
    <main className="dash-screen notify-builder" aria-labelledby={headingId}>
      <style>{notificationCardStyles + notificationControlsStyles}</style>
      <PageHeader
        title="Notifications builder"
        titleId={headingId}
        description="Send your customers a notification in the store and, if they allowed it, on their device."
      />
      <div className="notify-builder__columns">
        <form className="notify-builder__form" onSubmit={submit} noValidate aria-label="Compose">
          <Field label="Title" required error={error === BUILDER_MESSAGES.title ? error : null}>
            {(control) => (
              <input
                {...control}
                value={title}
                maxLength={80}
                onChange={(e) => setTitle(e.target.value)}
              />
            )}
          </Field>
          <Field label="Body">
            {(control) => (
              <textarea
                {...control}
                value={body}
                maxLength={300}
                rows={3}
                onChange={(e) => setBody(e.target.value)}
              />
            )}
          </Field>
          <Field
            label="Link"
            hint="A page of your store, a web address, or {handler}. Without one it shows in the header."
          >
            {(control) => (
              <input {...control} value={href} onChange={(e) => setHref(e.target.value)} />
            )}
          </Field>
          <Field label="Related">
            {(control) => (
              <input {...control} value={related} onChange={(e) => setRelated(e.target.value)} />
            )}
          </Field>
          <Field label="Image address">
            {(control) => (
              <input {...control} value={image} onChange={(e) => setImage(e.target.value)} />
            )}
          </Field>
          <fieldset className="notify-builder__group">
            <legend>Template</legend>
            {NOTIFICATION_TEMPLATES.map((name) => (
              <label key={name}>
                <input
                  type="radio"
                  name="template"
                  value={name}
                  checked={template === name}
                  onChange={() => setTemplate(name)}
                />{' '}
                {name}
              </label>
            ))}
          </fieldset>
          <ComposerExtras value={extras} onChange={setExtras} />
          <Field label="Audience">
            {(control) => (
              <select
                {...control}
                value={audience}
                onChange={(e) => setAudience(e.target.value as Audience)}
              >
                <option value="all-customers">{AUDIENCE_LABELS['all-customers']}</option>
                <option value="mailing-list">{AUDIENCE_LABELS['mailing-list']}</option>
                <option value="product-customers">{AUDIENCE_LABELS['product-customers']}</option>
              </select>
            )}
          </Field>
          {audience === 'mailing-list' ? (
            <Field label="Mailing list" hint="Leave empty for every mailing list of the store.">
              {(control) => (
                <input
                  {...control}
                  value={mailingList}
                  onChange={(e) => setMailingList(e.target.value)}
                />
              )}
            </Field>
          ) : null}
          {audience === 'product-customers' ? (
            <Field label="Product" required>
              {(control) => (
                <select
                  {...control}
                  value={productId}
                  onChange={(e) => setProductId(e.target.value)}
                >
                  <option value="">Choose a product</option>
                  {products.map((product) => (
                    <option key={product.id} value={product.id}>
                      {product.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          <fieldset className="notify-builder__group">
            <legend>Send</legend>
            <label>
              <input type="checkbox" checked={inApp} onChange={(e) => setInApp(e.target.checked)} />{' '}
              In the store
            </label>
            <label>
              <input type="checkbox" checked={push} onChange={(e) => setPush(e.target.checked)} />{' '}
              By push
            </label>
          </fieldset>
          <fieldset className="notify-builder__group">
            <legend>When</legend>
            <label>
              <input
                type="radio"
                name="when"
                checked={when === 'now'}
                onChange={() => setWhen('now')}
              />{' '}
              Now
            </label>
            <label>
              <input
                type="radio"
                name="when"
                checked={when === 'later'}
                onChange={() => setWhen('later')}
              />{' '}
              Later
            </label>
          </fieldset>
          {when === 'later' ? (
            <Field
              label="Send at"
              required
              error={error === BUILDER_MESSAGES.scheduledAt ? error : null}
            >
              {(control) => (
                <input
                  {...control}
                  type="datetime-local"
                  value={scheduledAt}
                  onChange={(e) => setScheduledAt(e.target.value)}
                />
              )}
            </Field>
          ) : null}
          {error && error !== BUILDER_MESSAGES.title && error !== BUILDER_MESSAGES.scheduledAt ? (
            <p role="alert" className="ui-field__error">
              {error}
            </p>
          ) : null}
          <Button type="submit" variant="primary" aria-disabled={busy || undefined}>
            {when === 'later' ? 'Schedule notification' : 'Send notification'}
          </Button>
        </form>
        <section className="notify-builder__preview" aria-labelledby={`${headingId}-preview`}>
          <h2 id={`${headingId}-preview`}>Preview</h2>
          {NOTIFICATION_TEMPLATES.map((name) => (
            <figure key={name} aria-current={name === template || undefined}>
              <figcaption>{name}</figcaption>
              <NotificationCard notification={{ ...content, template: name }} />
              {/* A picture of the buttons and questions: nothing to press or fill here. */}
              <div inert>
                <NotificationControls notification={content} onAction={noop} onDismiss={noop} />
              </div>
            </figure>
          ))}
        </section>
      </div>
      <section aria-labelledby={`${headingId}-sent`}>
        <h2 id={`${headingId}-sent`}>Sent and scheduled</h2>
        {sent.state === 'loading' ? (
          <Loading label="Loading notifications…" skeletonLines={2} />
        ) : sent.state === 'error' ? (
          <InlineError message={sent.message} onRetry={load} />
        ) : sent.list.length === 0 ? (
          <EmptyState icon="🔔" text="No notifications yet." />
        ) : (
          <table className="notify-builder__sent">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Audience</th>
                <th scope="col">Status</th>
                <th scope="col">Delivered</th>
                <th scope="col">Opened</th>
                <th scope="col">
                  <span className="ui-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sent.list.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.title}</th>
                  <td>{AUDIENCE_LABELS[row.audience] ?? row.audience}</td>
                  <td>
                    {row.audience === 'cancelled'
                      ? 'Cancelled'
                      : row.sentAt
                        ? `Sent ${formatDate(row.sentAt)}`
                        : `Scheduled for ${formatDate(row.scheduledAt ?? row.createdAt)}`}
                  </td>
                  <td>{row.delivered}</td>
                  <td>{row.opened}</td>
                  <td>
                    {row.sentAt === null ? (
                      <Button
                        size="small"
                        onClick={() => void cancel(row)}
                        aria-label={`Cancel ${row.title}`}
                      >
                        Cancel
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <ConfirmDialog
        open={confirming}
        title="Schedule notification"
        text={`This notification will be sent on ${scheduledIso ? formatDate(scheduledIso) : ''}.`}
        confirmLabel="Schedule"
        cancelLabel="Cancel"
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
    </main>
  );
}
