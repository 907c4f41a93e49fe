import { useState } from 'react';
import { childOrderSchema, type ChildOrderType } from '../../src/backOffice';
import { formatMinor } from '../../src/commerce/formatMinor';
import { PageHeader } from '../../src/ui';
import { atlasGet, atlasPost, messageOf } from '../api';
import { PermissionButton } from '../PermissionButton';
import { onLinkClick } from '../navigation';
import type { Address, OrderDetail } from '../types';
import { useLoad } from '../useLoad';
import { LabelActions } from './LabelActions';

const addressText = (address: Address): string =>
  [
    address.name,
    address.company,
    address.street,
    address.city,
    address.state,
    address.zip,
    address.country,
  ]
    .filter(Boolean)
    .join(', ');

/** One order: items with their labels, addresses, status log, payments; moves and refunds. */
export function OrderScreen({ id }: { id: number }) {
  const loaded = useLoad(() => atlasGet<{ order: OrderDetail }>(`/orders/${id}/`), String(id));
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [next, setNext] = useState('');
  const [childType, setChildType] = useState<ChildOrderType>('reprint');
  const [childReason, setChildReason] = useState('');
  const [childError, setChildError] = useState('');
  const order = loaded.data?.order;

  async function act(run: () => Promise<{ order: OrderDetail }>, done: string) {
    setBusy(true);
    try {
      const answer = await run();
      loaded.setData({ order: answer.order });
      setNotice(done);
    } catch (error) {
      setNotice(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const back = (
    <a href="/atlas/orders/" onClick={onLinkClick}>
      Back to orders
    </a>
  );
  if (!order)
    return (
      <section aria-labelledby="order-title">
        <PageHeader title={`Order ${id}`} titleId="order-title" before={back} />
        <p role="status">{loaded.error ?? 'Loading the order'}</p>
      </section>
    );
  const target = next || order.nextStatuses[0] || '';

  return (
    <section aria-labelledby="order-title">
      <PageHeader
        title={`Order ${order.id}`}
        titleId="order-title"
        before={back}
        description={`Status: ${order.status} · ${formatMinor(order.total, order.currency)} · ${order.billingEmail}`}
      />
      <p role="status" className="atlas__notice">
        {notice}
      </p>

      <h2>Status</h2>
      {order.nextStatuses.length > 0 ? (
        <form
          className="atlas__filters"
          onSubmit={(event) => {
            event.preventDefault();
            void act(
              () =>
                atlasPost(`/orders/${order.id}/transition/`, {
                  status: target,
                  version: order.version,
                }),
              `Order moved to ${target}`,
            );
          }}
        >
          <label htmlFor="order-next">Move to</label>
          <select id="order-next" value={target} onChange={(event) => setNext(event.target.value)}>
            {order.nextStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
          <PermissionButton
            type="submit"
            variant="primary"
            busy={busy}
            permission="orders.transition"
            action="move orders"
          >
            Move order
          </PermissionButton>
        </form>
      ) : (
        <p>No further status by hand.</p>
      )}
      <PermissionButton
        variant="danger"
        busy={busy}
        permission="orders.refund"
        action="refund orders"
        disabled={!order.refundable}
        onClick={() =>
          void act(
            () => atlasPost(`/orders/${order.id}/refund/`, { version: order.version }),
            'Order refunded',
          )
        }
      >
        Refund {formatMinor(order.total, order.currency)}
      </PermissionButton>

      {order.parentOrderId !== null ? (
        <p>
          A {order.childOrderType ?? 'child order'} of{' '}
          <a href={`/atlas/orders/${order.parentOrderId}/`} onClick={onLinkClick}>
            Order {order.parentOrderId}
          </a>
          {order.childReason ? `: ${order.childReason}` : ''}
        </p>
      ) : null}

      <h2>Reprint or exchange</h2>
      {order.childOrders.length > 0 ? (
        <ul aria-label="Reprints and exchanges">
          {order.childOrders.map((child) => (
            <li key={child.id}>
              <a href={`/atlas/orders/${child.id}/`} onClick={onLinkClick}>
                Order {child.id}
              </a>
              : {child.type}, {child.status}
              {child.reason ? ` (${child.reason})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {order.mayMakeChildOrder ? (
        <form
          className="atlas__filters"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const checked = childOrderSchema.safeParse({
              type: childType,
              reason: childReason,
              version: order.version,
            });
            if (!checked.success) {
              setChildError(checked.error.issues[0]?.message ?? '');
              return;
            }
            setChildError('');
            void act(
              async () => {
                const made = await atlasPost<{ childOrderId: number; order: OrderDetail }>(
                  `/orders/${order.id}/child/`,
                  checked.data,
                );
                setChildReason('');
                return made;
              },
              `${childType === 'reprint' ? 'Reprint' : 'Exchange'} made`,
            );
          }}
        >
          <label htmlFor="child-type">Make</label>
          <select
            id="child-type"
            value={childType}
            onChange={(event) => setChildType(event.target.value as ChildOrderType)}
          >
            <option value="reprint">a reprint</option>
            <option value="exchange">an exchange</option>
          </select>
          <label htmlFor="child-reason">Reason</label>
          <input
            id="child-reason"
            value={childReason}
            aria-invalid={childError ? true : undefined}
            aria-describedby={childError ? 'child-reason-error' : undefined}
            onChange={(event) => setChildReason(event.target.value)}
          />
          <PermissionButton
            type="submit"
            busy={busy}
            permission="orders.transition"
            action="reprint or exchange orders"
          >
            Make {childType}
          </PermissionButton>
          {childError ? (
            <p id="child-reason-error" role="alert" className="atlas__error">
              {childError}
            </p>
          ) : null}
        </form>
      ) : (
        <p>Only a paid order that is not refunded or exchanged can be reprinted or exchanged.</p>
      )}

      <h2>Items</h2>
      {order.items.some((item) => item.options.design) ? (
        <p>
          <a href={`/atlas/orders/${order.id}/print-files/`} onClick={onLinkClick}>
            Print files of the designed items
          </a>
        </p>
      ) : null}
      <PermissionButton
        busy={busy}
        permission="labels.write"
        action="create labels"
        onClick={() => void act(() => atlasPost(`/orders/${order.id}/labels/`), 'Labels created')}
      >
        Create labels
      </PermissionButton>
      <ul className="atlas__items">
        {order.items.map((item) => (
          <li key={item.id}>
            <h3>
              {item.name} × {item.quantity}
            </h3>
            <p>
              {Object.entries(item.options)
                .map(([name, value]) => `${name}: ${value}`)
                .join(', ')}
            </p>
            {item.labels.length > 0 ? (
              <ul>
                {item.labels.map((label) => (
                  <li key={label.id}>
                    <LabelActions
                      label={label}
                      onChanged={(message) => {
                        setNotice(message);
                        loaded.reload();
                      }}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>

      <h2>Addresses</h2>
      <dl>
        <dt>Billing</dt>
        <dd>{addressText(order.billingAddress)}</dd>
        <dt>Shipping</dt>
        <dd>{addressText(order.shippingAddress)}</dd>
        <dt>Tracking codes</dt>
        <dd>{order.trackingCodes.length > 0 ? order.trackingCodes.join(', ') : 'None yet'}</dd>
      </dl>

      <h2>Status log</h2>
      <ol>
        {order.statusLogRecords.map((record, index) => (
          <li key={index}>
            {record.status} at {record.createdAt.replace('T', ' ').slice(0, 19)}
            {record.user ? ` by ${record.user}` : ''}
          </li>
        ))}
      </ol>

      <h2>Payment attempts</h2>
      <ul>
        {order.paymentAttempts.map((attempt, index) => (
          <li key={index}>
            {attempt.createdAt.replace('T', ' ').slice(0, 19)}: {attempt.paymentMethodName}{' '}
            {attempt.successful ? 'succeeded' : 'failed'}
            {attempt.message ? ` (${attempt.message})` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
