import { useNavigate, useParams } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { AFTER_SALES_MESSAGES, RETURN_REASONS } from '../../../src/commerce/afterSales';
import type { AfterSalesView } from '../../../src/commerce/afterSalesView';
import { blockSchema } from '../../../src/model';
import { ApiError } from '../../../src/errors';
import { Field, formErrorsFrom, type FormErrors } from '../../../src/ui';
import { useHydrated } from '../../../src/ui/useHydrated';
import { useServices } from '../../app/ServicesContext';
import { STOREFRONT_MESSAGES } from '../../messages';
import type { AfterSalesClient } from '../../../src/api/afterSales';
import { OrderLoadState } from '../OrderStates';
import { FindOrderForm } from './FindOrderForm';
import { itemLabel } from './itemLabel';
import { orderOfConflict, useAfterSalesOrder } from './useAfterSales';

const FIELDS = ['lines', 'reason', 'note'] as const;
type ReturnField = (typeof FIELDS)[number];
const REMILL_BLOCK = blockSchema.parse({
  id: 'returns-remill',
  uid: 'returns-remill',
  type: 'remillReturn',
});

/**
 * /returns/{orderHash?}: without a hash, find the order by reference and email; with it,
 * choose items and quantities (within each item's active quantity) and a reason, then
 * download the return label. The remill offer (any brand of cotton clothing back, for a
 * coupon) sits under the form.
 */
export function ReturnsScreen() {
  const { orderHash } = useParams({ strict: false }) as { orderHash?: string };
  const navigate = useNavigate();
  if (!orderHash)
    return (
      <section className="sf-checkout sf-after-sales">
        <h1>Return items</h1>
        <p>Find your order to choose what to send back.</p>
        <FindOrderForm
          onFound={(hash) =>
            void navigate({ to: '/returns/{-$orderHash}', params: { orderHash: hash } })
          }
        />
      </section>
    );
  return <ReturnOrder hash={orderHash} />;
}

function ReturnOrder({ hash }: { hash: string }) {
  const { client, load, setOrder, reload } = useAfterSalesOrder(hash);
  const [booked, setBooked] = useState<number | null>(null);
  if (load.state !== 'ready')
    return (
      <section className="sf-checkout sf-after-sales">
        <OrderLoadState load={load} onRetry={() => void reload()} />
      </section>
    );
  const { order } = load;
  return (
    <section className="sf-checkout sf-after-sales">
      <h1>Return items from order {order.reference}</h1>
      {booked !== null ? (
        <ReturnBooked labelUrl={client.labelUrl(hash, booked)} />
      ) : order.returnable ? (
        <ReturnForm
          order={order}
          client={client}
          onBooked={(returnId, next) => {
            setOrder(next);
            setBooked(returnId);
          }}
          onConflict={setOrder}
        />
      ) : (
        <p role="status">
          {order.status === 'cancelled' || order.status === 'refunded'
            ? AFTER_SALES_MESSAGES.closed
            : AFTER_SALES_MESSAGES.notReturnable}
        </p>
      )}
      <EarlierReturns order={order} client={client} />
      <RemillOffer />
    </section>
  );
}

function ReturnBooked({ labelUrl }: { labelUrl: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="sf-return-booked">
      <h2 ref={heading} tabIndex={-1}>
        Your return is booked
      </h2>
      <p>
        Print the label, stick it on your parcel and drop it at any post office. We will email you
        when it arrives.
      </p>
      <p>
        <a className="sf-button" href={labelUrl} download>
          Download your return label (PDF)
        </a>
      </p>
    </div>
  );
}

function ReturnForm({
  order,
  client,
  onBooked,
  onConflict,
}: {
  order: AfterSalesView;
  client: AfterSalesClient;
  onBooked: (returnId: number, order: AfterSalesView) => void;
  onConflict: (order: AfterSalesView) => void;
}) {
  const services = useServices();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FormErrors<ReturnField>>({ fields: {}, form: null });
  const [busy, setBusy] = useState(false);
  const returnable = order.items.filter((item) => item.activeQuantity > 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await client.requestReturn(order.hash, {
        version: order.version,
        lines: returnable.map((item) => ({ itemId: item.id, quantity: quantities[item.id] ?? 0 })),
        reason: reason as never,
        note,
      });
      onBooked(answer.returnId, answer.order);
    } catch (failure) {
      const current = orderOfConflict(failure);
      if (current) onConflict(current);
      setErrors(formErrorsFrom(failure, FIELDS));
      if (!(failure instanceof ApiError && failure.status === 422))
        services.snackbar.pushError(
          failure instanceof ApiError ? failure.message : STOREFRONT_MESSAGES.general,
        );
    } finally {
      setBusy(false);
    }
  }

  if (returnable.length === 0)
    return <p role="status">Every item of this order has been returned.</p>;
  return (
    <form className="sf-checkout-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="sf-checkout-section">
        <legend>What are you sending back?</legend>
        {returnable.map((item) => (
          <Field
            key={item.id}
            label={itemLabel(item)}
            hint={`You can return up to ${item.activeQuantity}`}
          >
            {(control) => (
              <select
                {...control}
                name={`quantity-${item.id}`}
                value={quantities[item.id] ?? 0}
                onChange={(event) =>
                  setQuantities({ ...quantities, [item.id]: Number(event.target.value) })
                }
              >
                {Array.from({ length: item.activeQuantity + 1 }, (_, count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
        {errors.fields.lines ? (
          <p className="ui-field__error" role="alert">
            {errors.fields.lines}
          </p>
        ) : null}
      </fieldset>
      <Field label="Reason" error={errors.fields.reason} required>
        {(control) => (
          <select
            {...control}
            name="reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          >
            <option value="">Choose a reason</option>
            {RETURN_REASONS.map((each) => (
              <option key={each.code} value={each.code}>
                {each.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Anything else we should know?" error={errors.fields.note}>
        {(control) => (
          <textarea
            {...control}
            name="note"
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
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
          Request return
        </button>
      </p>
    </form>
  );
}

function EarlierReturns({ order, client }: { order: AfterSalesView; client: AfterSalesClient }) {
  if (order.returns.length === 0) return null;
  return (
    <section className="sf-checkout-section" aria-labelledby="sf-earlier-returns">
      <h2 id="sf-earlier-returns">Your returns</h2>
      <ul>
        {order.returns.map((each) => (
          <li key={each.id}>
            Return {each.id}:{' '}
            {each.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')} (
            {each.status === 'received' ? 'received' : 'on its way'}){' '}
            <a href={client.labelUrl(order.hash, each.id)} download>
              Label (PDF)
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The remill offer's block view, loaded in the browser only (the block loaders are the
 * client build's; the offer's popup needs JavaScript anyway).
 */
const RemillReturn = lazy(async () => {
  const { blockComponentLoaders } = await import('../../blocks/components');
  return { default: await blockComponentLoaders.remillReturn!() };
});
const REMILL_COPY = {
  title: 'Clothes you no longer wear?',
  copy: 'Besides returns of this order, we take back 100% cotton clothing of any brand, pay the postage in the UK and thank you with a coupon for your next order.',
  buttonText: 'Return an item',
};

/** The remill offer as its block draws it, posting through the storefront's transport. */
function RemillOffer() {
  const { transport } = useServices();
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <RemillReturn
        block={REMILL_BLOCK}
        properties={REMILL_COPY}
        context={{
          mode: 'native',
          page: null,
          post: (path, body) => transport({ method: 'POST', path, body }),
        }}
      />
    </Suspense>
  );
}
