import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { APPROVAL_KEYS, hasPermission, type ApprovalItem } from '../../src/backOffice';
import { Button, PageHeader } from '../../src/ui';
import { atlasGet, atlasPost, messageOf } from '../api';
import { PermissionButton } from '../PermissionButton';
import { usePermissionRequests } from '../permissionRequests';
import type { Me } from '../types';
import { useLoad } from '../useLoad';

/** Product prices and base costs are pounds (the products table's own unit). */
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/**
 * Product approval: the products sellers made or changed, oldest first, one at a time
 * with its picture, price against base cost and description. Approve, or deny with the
 * reason the seller will see. Keys for fast moderation while the queue has focus:
 * j next, k previous, a approve, d deny (the reason field opens). Ticked products are
 * approved together.
 */
export function ApprovalsScreen({ me }: { me: Me }) {
  const queue = useLoad(() => atlasGet<{ products: ApprovalItem[] }>('/approvals/'), 'queue');
  const mayDecide = hasPermission(me.permissions, 'products.approve');
  const { ask: askForPermission } = usePermissionRequests();
  const products = queue.data?.products ?? [];
  const [index, setIndex] = useState(0);
  const [denying, setDenying] = useState(false);
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState('');
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const current = products[Math.min(index, Math.max(0, products.length - 1))];

  useEffect(() => {
    if (denying) reasonField.current?.focus();
  }, [denying]);

  async function decide(product: ApprovalItem, decision: 'approve' | 'deny') {
    try {
      await atlasPost(`/approvals/${product.id}/`, {
        decision,
        reason: decision === 'deny' ? reason : '',
        version: product.version,
      });
      setNotice(`${product.name} ${decision === 'approve' ? 'approved' : 'denied'}`);
      setDenying(false);
      setReason('');
      queue.reload();
    } catch (error) {
      setNotice(messageOf(error));
    }
  }

  async function approveTicked() {
    const chosen = products.filter((product) => ticked.has(product.id));
    try {
      const answer = await atlasPost<{ approved: number[]; skipped: number[] }>(
        '/approvals/bulk-approve/',
        { products: chosen.map(({ id, version }) => ({ id, version })) },
      );
      setNotice(
        `${answer.approved.length} approved` +
          (answer.skipped.length > 0
            ? `, ${answer.skipped.length} changed meanwhile and left for review`
            : ''),
      );
      setTicked(new Set());
      queue.reload();
    } catch (error) {
      setNotice(messageOf(error));
    }
  }

  function onKey(event: KeyboardEvent<HTMLElement>) {
    if (denying || !current || event.target instanceof HTMLInputElement) return;
    if (event.key === APPROVAL_KEYS.next) setIndex((i) => Math.min(i + 1, products.length - 1));
    else if (event.key === APPROVAL_KEYS.previous) setIndex((i) => Math.max(i - 1, 0));
    else if (event.key === APPROVAL_KEYS.approve || event.key === APPROVAL_KEYS.deny) {
      const approve = event.key === APPROVAL_KEYS.approve;
      // Without the permission the keys ask for it, as the buttons do.
      if (!mayDecide)
        askForPermission('products.approve', approve ? 'approve products' : 'deny products');
      else if (approve) void decide(current, 'approve');
      else setDenying(true);
    } else return;
    event.preventDefault();
  }

  return (
    <section aria-labelledby="approvals-title">
      <PageHeader
        title="Product approval"
        titleId="approvals-title"
        description="Keys: j next, k previous, a approve, d deny."
      />
      <p role="status" className="atlas__notice">
        {notice}
      </p>
      {queue.loading && !queue.data ? (
        <p role="status">Loading products waiting for approval…</p>
      ) : queue.error ? (
        <p role="alert">{queue.error}</p>
      ) : !current ? (
        <p>Nothing is waiting for approval.</p>
      ) : (
        <div className="atlas__approvals">
          <ol className="atlas__approval-list" aria-label="Waiting for approval">
            {products.map((product, position) => (
              <li key={product.id} aria-current={product.id === current.id ? 'true' : undefined}>
                <input
                  type="checkbox"
                  id={`tick-${product.id}`}
                  checked={ticked.has(product.id)}
                  disabled={!mayDecide}
                  onChange={() => {
                    const next = new Set(ticked);
                    if (next.has(product.id)) next.delete(product.id);
                    else next.add(product.id);
                    setTicked(next);
                  }}
                  aria-label={`Select ${product.name}`}
                />{' '}
                <button type="button" className="atlas__link" onClick={() => setIndex(position)}>
                  {product.name}
                </button>{' '}
                <span>({product.storeName})</span>
              </li>
            ))}
          </ol>
          <PermissionButton
            permission="products.approve"
            action="approve products"
            disabled={mayDecide && ticked.size === 0}
            onClick={() => void approveTicked()}
          >
            Approve selected ({ticked.size})
          </PermissionButton>
          <article
            className="atlas__approval"
            aria-label={`Product ${current.name}`}
            tabIndex={0}
            onKeyDown={onKey}
          >
            <h2>{current.name}</h2>
            <p>
              {current.storeName} · {pounds.format(current.price)}
              {current.baseCost !== null ? ` (base cost ${pounds.format(current.baseCost)})` : ''}
            </p>
            {current.image ? (
              <img src={current.image} alt={`${current.name} as the seller shows it`} width={320} />
            ) : (
              <p>No picture yet.</p>
            )}
            {current.description ? (
              <div
                className="atlas__description"
                // Seller HTML, sanitised by the server when the product was saved.
                dangerouslySetInnerHTML={{ __html: current.description }}
              />
            ) : null}
            <div className="atlas__actions">
              <PermissionButton
                variant="primary"
                permission="products.approve"
                action="approve products"
                onClick={() => void decide(current, 'approve')}
              >
                Approve
              </PermissionButton>{' '}
              <PermissionButton
                variant="danger"
                permission="products.approve"
                action="deny products"
                onClick={() => setDenying(true)}
              >
                Deny
              </PermissionButton>
            </div>
            {denying ? (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  void decide(current, 'deny');
                }}
              >
                <label htmlFor="deny-reason">Reason the seller will see</label>
                <textarea
                  id="deny-reason"
                  ref={reasonField}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  rows={3}
                />
                <Button type="submit" variant="danger">
                  Deny with this reason
                </Button>{' '}
                <Button onClick={() => setDenying(false)}>Cancel</Button>
              </form>
            ) : null}
          </article>
        </div>
      )}
    </section>
  );
}
