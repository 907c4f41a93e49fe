import { STATUS_FLOWS, statusGroupIndex } from '../commerce/statusGroups';

/**
 * Where staff may move an order by hand: one status group forward in the normal flow
 * (spec, order status groups), never back and never skipping a group. Refunded is reached
 * through a refund only, so the money and the status never disagree.
 */
export function nextStatuses(status: string): string[] {
  const index = statusGroupIndex('normal', status);
  if (index < 0) return [];
  const next = STATUS_FLOWS.normal[index + 1];
  return next ? next.filter((candidate) => candidate !== 'refunded') : [];
}

export const mayMoveTo = (from: string, to: string): boolean => nextStatuses(from).includes(to);

/** A paid order (paid or later, not yet refunded) can be refunded. */
export function mayRefund(status: string): boolean {
  const index = statusGroupIndex('normal', status);
  return index >= 1 && status !== 'refunded';
}

/** The status group an order list tab shows: its index in the normal flow. */
export const statusesOfGroup = (group: number): readonly string[] =>
  STATUS_FLOWS.normal[group] ?? [];
