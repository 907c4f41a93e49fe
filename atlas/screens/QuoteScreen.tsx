import { useState } from 'react';
import { hasPermission } from '../../src/backOffice';
import {
  QUOTE_MESSAGES,
  QUOTE_STATE_LABELS,
  isOpenQuote,
  minorUnitsOf,
  quoteDeclineSchema,
  quoteMockupSchema,
  quoteOrderSchema,
  quoteReplySchema,
} from '../../src/backOffice/quotes';
import { orderReference } from '../../src/commerce/afterSales';
import { statusAfterMockup } from '../../src/commerce/bespokeQuote';
import { formatMinor } from '../../src/commerce/formatMinor';
import { Button, Dialog, Field, PageHeader } from '../../src/ui';
import { atlasGet, atlasPost, messageOf } from '../api';
import { onLinkClick } from '../navigation';
import type { Me, QuoteView } from '../types';
import { useLoad } from '../useLoad';

/** Answers mail the shopper (`mailed`); attaching a mockup does not. */
type Answered = { quote: QuoteView; mailed?: boolean };

/**
 * One quote request: what the shopper asked for, and staff's answer. While it is open,
 * staff reply with a price and note, make it a bespoke order (the shopper is mailed a pay
 * link), or decline it with a reason.
 */
export function QuoteScreen({ id, me }: { id: number; me: Me }) {
  const loaded = useLoad(() => atlasGet<{ quote: QuoteView }>(`/quotes/${id}/`), String(id));
  const [price, setPrice] = useState('');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [mockupUrl, setMockupUrl] = useState('');
  const [declining, setDeclining] = useState(false);
  const [errors, setErrors] = useState<{
    price?: string;
    note?: string;
    reason?: string;
    mockupUrl?: string;
  }>({});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const quote = loaded.data?.quote;
  const mayAnswer = hasPermission(me.permissions, 'quotes.answer');

  if (!quote)
    return (
      <section aria-labelledby="quote-title">
        <h1 id="quote-title">Quote</h1>
        <p role="status">{loaded.error ?? 'Loading the quote'}</p>
        {loaded.error ? <Button onClick={loaded.reload}>Try again</Button> : null}
      </section>
    );
  const reference = orderReference(quote.orderHash);

  /** Checks the form with the server's schema, shows the first problem at its field, sends. */
  async function send(kind: 'reply' | 'order' | 'decline' | 'mockup') {
    if (!quote) return;
    const minor = minorUnitsOf(price);
    const body = {
      reply: { price: minor ?? 0, note, mockupUrl, version: quote.version },
      order: { price: minor ?? 0, note, version: quote.version },
      decline: { reason, version: quote.version },
      mockup: { mockupUrl, version: quote.version },
    }[kind];
    const schema = {
      reply: quoteReplySchema,
      order: quoteOrderSchema,
      decline: quoteDeclineSchema,
      mockup: quoteMockupSchema,
    }[kind];
    const checked = schema.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = String(issue?.path[0] ?? 'price') as keyof typeof errors;
      setErrors({ [field]: issue?.message ?? QUOTE_MESSAGES.priceRequired });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await atlasPost<Answered>(`/quotes/${quote.id}/${kind}/`, checked.data);
      loaded.setData({ quote: answer.quote });
      const done = {
        reply: 'Reply sent',
        order: 'Order made; the customer has a pay link',
        decline: 'Quote declined',
        mockup: 'Mockup attached',
      }[kind];
      setNotice(answer.mailed === false ? `${done}, but the mail could not be sent.` : `${done}.`);
      if (kind === 'mockup') setMockupUrl('');
      setDeclining(false);
    } catch (failure) {
      const message = messageOf(failure);
      if (kind === 'decline') setErrors({ reason: message });
      else setNotice(message);
    } finally {
      setBusy(false);
    }
  }

  const answerable = isOpenQuote(quote.status) && mayAnswer;
  return (
    <section aria-labelledby="quote-title">
      <PageHeader
        title={`Quote ${reference}`}
        titleId="quote-title"
        before={
          <a href="/atlas/quotes/" onClick={onLinkClick}>
            All quotes
          </a>
        }
        description={`${QUOTE_STATE_LABELS[quote.state]} (${quote.status})`}
      />
      <p role="status" className="atlas__notice">
        {notice}
      </p>
      <dl>
        <dt>Customer</dt>
        <dd>
          {quote.name} ({quote.email})
        </dd>
        <dt>Store</dt>
        <dd>{quote.storeName ?? '-'}</dd>
        <dt>Product</dt>
        <dd>{quote.product}</dd>
        <dt>Quantity</dt>
        <dd>{quote.quantity}</dd>
        <dt>Deadline</dt>
        <dd>{quote.deadline ?? 'None given'}</dd>
        <dt>Description</dt>
        <dd className="atlas__pre">{quote.description}</dd>
        {quote.referencedOrderHash ? (
          <>
            <dt>Earlier order</dt>
            <dd>{orderReference(quote.referencedOrderHash)}</dd>
          </>
        ) : null}
        <dt>Asked</dt>
        <dd>{quote.createdAt.slice(0, 16).replace('T', ' ')}</dd>
        {quote.price !== null ? (
          <>
            <dt>Price</dt>
            <dd>{formatMinor(quote.price, quote.currency)} (VAT included)</dd>
          </>
        ) : null}
        {quote.note ? (
          <>
            <dt>Note to the customer</dt>
            <dd className="atlas__pre">{quote.note}</dd>
          </>
        ) : null}
        {quote.mockupUrl ? (
          <>
            <dt>Mockup</dt>
            <dd>
              <a href={quote.mockupUrl} target="_blank" rel="noreferrer">
                <img
                  src={quote.mockupUrl}
                  alt={`Mockup for ${quote.product}`}
                  className="atlas__mockup"
                />
              </a>
            </dd>
          </>
        ) : null}
        {quote.price !== null ? (
          <>
            <dt>Terms accepted by the customer</dt>
            <dd>{quote.termsAcceptedAt ? timeOf(quote.termsAcceptedAt) : 'Not yet'}</dd>
            <dt>Mockup approved by the customer</dt>
            <dd>{quote.mockupApprovedAt ? timeOf(quote.mockupApprovedAt) : 'Not yet'}</dd>
          </>
        ) : null}
        {quote.declineReason ? (
          <>
            <dt>Reason declined</dt>
            <dd className="atlas__pre">{quote.declineReason}</dd>
          </>
        ) : null}
        {quote.answeredBy ? (
          <>
            <dt>Answered by</dt>
            <dd>
              {quote.answeredBy}, {quote.answeredAt?.slice(0, 16).replace('T', ' ')}
            </dd>
          </>
        ) : null}
        {quote.state === 'ordered' || quote.state === 'paid' ? (
          <>
            <dt>Order</dt>
            <dd>
              <a href={`/atlas/orders/${quote.orderId}/`} onClick={onLinkClick}>
                Order {quote.orderId}
              </a>{' '}
              ({formatMinor(quote.total, quote.currency)}; pay link /pay/{quote.orderHash}/)
            </dd>
          </>
        ) : null}
      </dl>

      {answerable ? (
        <form
          className="atlas__dialog-form"
          aria-labelledby="quote-answer-title"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send('reply');
          }}
        >
          <h2 id="quote-answer-title">Answer</h2>
          <Field
            label="Price for the whole quantity, VAT included (£)"
            required
            error={errors.price}
          >
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                value={price}
                onChange={(event) => setPrice(event.target.value)}
              />
            )}
          </Field>
          <Field label="Note to the customer" error={errors.note}>
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={2000}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </Field>
          {quote.status === 'quote' ? (
            <MockupField value={mockupUrl} onChange={setMockupUrl} error={errors.mockupUrl} />
          ) : null}
          <div className="atlas__actions">
            <Button type="submit" disabled={busy}>
              Send reply
            </Button>
            <Button
              type="button"
              variant="primary"
              disabled={busy}
              onClick={() => void send('order')}
            >
              Make order
            </Button>
            <Button
              type="button"
              disabled={busy}
              onClick={() => {
                setErrors({});
                setReason('');
                setDeclining(true);
              }}
            >
              Decline
            </Button>
          </div>
        </form>
      ) : isOpenQuote(quote.status) && !mayAnswer ? (
        <p>You do not have permission to answer quotes.</p>
      ) : null}

      {mayAnswer && quote.status !== 'quote' && statusAfterMockup(quote.status) !== null ? (
        <form
          className="atlas__dialog-form"
          aria-labelledby="quote-mockup-title"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send('mockup');
          }}
        >
          <h2 id="quote-mockup-title">
            {quote.mockupUrl ? 'Replace the mockup' : 'Attach a mockup'}
          </h2>
          <MockupField value={mockupUrl} onChange={setMockupUrl} error={errors.mockupUrl} />
          <div className="atlas__actions">
            <Button type="submit" disabled={busy}>
              Attach mockup
            </Button>
          </div>
        </form>
      ) : null}

      <Dialog
        open={declining}
        title="Decline the quote"
        onClose={() => setDeclining(false)}
        preventClose={busy}
      >
        <form
          className="atlas__dialog-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send('decline');
          }}
        >
          <Field label="Reason the customer will see" required error={errors.reason}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={2000}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          <div className="atlas__actions">
            <Button type="submit" variant="primary" disabled={busy}>
              Decline
            </Button>
            <Button type="button" onClick={() => setDeclining(false)} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}

const timeOf = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** The mockup the customer approves: the address of an image (https://). */
function MockupField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <Field label="Mockup image address (https://)" error={error}>
      {(control) => (
        <input
          {...control}
          type="url"
          inputMode="url"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
