import { Link, useParams } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import type { ShopperQuoteView } from '../../../src/commerce/bespokeQuote';
import { formatMinor } from '../../../src/commerce/formatMinor';
import { isOrderHash } from '../../../src/commerce/orderHash';
import { ApiError } from '../../../src/errors';
import { STOREFRONT_MESSAGES } from '../../messages';
import { useOrderLoad } from '../useOrderLoad';
import { useAfterSalesClient } from './useAfterSales';

/** The quote a refused answer (409) carried: the page catches up with it. */
function quoteOfConflict(failure: unknown): ShopperQuoteView | null {
  if (!(failure instanceof ApiError) || failure.status !== 409) return null;
  return (failure.body as { quote?: ShopperQuoteView } | undefined)?.quote ?? null;
}

/**
 * /quote/{hash}/: the shopper's side of the bespoke flow, linked from staff's reply mail.
 * The shopper reads the price and note, accepts the terms, approves the mockup and goes on
 * to pay. Each answer sends the version shown; a refused one brings the quote as it is now.
 */
export function QuotePageScreen() {
  const { hash = '' } = useParams({ strict: false }) as { hash?: string };
  const client = useAfterSalesClient();
  const read = useCallback(
    () =>
      isOrderHash(hash) ? client.quotePage(hash) : Promise.reject(new ApiError('Not found', 404)),
    [client, hash],
  );
  const { load, setOrder: setQuote, reload } = useOrderLoad(read);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; alert: boolean } | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  async function act(run: () => Promise<ShopperQuoteView>, done: string) {
    setBusy(true);
    setMessage(null);
    try {
      setQuote(await run());
      setMessage({ text: done, alert: false });
    } catch (failure) {
      const current = quoteOfConflict(failure);
      if (current) setQuote(current);
      setMessage({
        text: failure instanceof ApiError ? failure.message : STOREFRONT_MESSAGES.general,
        alert: true,
      });
    } finally {
      setBusy(false);
      statusRef.current?.focus();
    }
  }

  if (load.state === 'loading')
    return (
      <section className="sf-checkout sf-after-sales">
        <p role="status">Loading your quote…</p>
      </section>
    );
  if (load.state !== 'ready')
    return (
      <section className="sf-checkout sf-after-sales">
        <h1>Quote not found</h1>
        <p role="alert">
          {load.state === 'missing'
            ? 'This quote link is not valid. Check the link in your email, or contact the store.'
            : load.message}
        </p>
        {load.state === 'failed' ? (
          <button type="button" className="sf-button" onClick={() => void reload()}>
            Try again
          </button>
        ) : null}
      </section>
    );

  const quote = load.order;
  return (
    <section className="sf-checkout sf-after-sales">
      <h1>Your quote {quote.reference}</h1>
      <p ref={statusRef} tabIndex={-1} role={message?.alert ? 'alert' : 'status'}>
        {message?.text ?? ''}
      </p>
      <dl className="sf-quote-summary">
        <dt>What you asked for</dt>
        <dd>
          {quote.quantity} × {quote.product}
        </dd>
        {quote.description ? (
          <>
            <dt>Your description</dt>
            <dd>{quote.description}</dd>
          </>
        ) : null}
        {quote.price !== null ? (
          <>
            <dt>Our price</dt>
            <dd>{formatMinor(quote.price, quote.currency)}, VAT included</dd>
          </>
        ) : null}
        {quote.note ? (
          <>
            <dt>Our note</dt>
            <dd className="sf-quote-note">{quote.note}</dd>
          </>
        ) : null}
      </dl>
      {quote.mockupUrl && quote.step !== 'declined' ? (
        <figure className="sf-quote-mockup">
          <img src={quote.mockupUrl} alt={`Mockup of your ${quote.product}`} />
          <figcaption>
            {quote.mockupApprovedAt ? 'The mockup you approved' : 'Your mockup'}
          </figcaption>
        </figure>
      ) : null}
      <QuoteNextStep
        quote={quote}
        busy={busy}
        onAcceptTerms={() =>
          void act(
            () => client.acceptTerms(quote.hash, quote.version),
            'Thank you: terms accepted.',
          )
        }
        onApproveMockup={() =>
          void act(
            () => client.approveMockup(quote.hash, quote.version),
            'Thank you: mockup approved. Your order is ready to pay.',
          )
        }
      />
    </section>
  );
}

function QuoteNextStep({
  quote,
  busy,
  onAcceptTerms,
  onApproveMockup,
}: {
  quote: ShopperQuoteView;
  busy: boolean;
  onAcceptTerms: () => void;
  onApproveMockup: () => void;
}) {
  switch (quote.step) {
    case 'waiting':
      return <p>We have your request and will email you a price and a mockup soon.</p>;
    case 'terms':
      return (
        <div className="sf-quote-step">
          <h2>Our terms</h2>
          <p>
            We make {quote.quantity} × {quote.product} for the price above, as described in our
            note. Once you accept the terms and approve the mockup, you pay and we start production.
          </p>
          <button type="button" className="sf-button" disabled={busy} onClick={onAcceptTerms}>
            Accept the terms
          </button>
        </div>
      );
    case 'mockup-coming':
      return <p>You accepted the terms. We are preparing your mockup and will email you.</p>;
    case 'mockup':
      return (
        <div className="sf-quote-step">
          <h2>Your mockup</h2>
          <p>Check the mockup above. Approving it confirms the order as shown.</p>
          <button type="button" className="sf-button" disabled={busy} onClick={onApproveMockup}>
            Approve the mockup
          </button>
        </div>
      );
    case 'pay':
      return (
        <p>
          <Link to="/pay/$order" params={{ order: quote.hash }} className="sf-button">
            Pay now
          </Link>
        </p>
      );
    case 'paid':
      return <p>Paid, thank you. Your order is in production.</p>;
    case 'declined':
      return (
        <div className="sf-quote-step">
          <h2>We cannot make this for you</h2>
          {quote.declineReason ? <p>{quote.declineReason}</p> : null}
        </div>
      );
  }
}
