/**
 * Factory labels (spec, other order entities): one label per unit of an order item, with
 * a counter (which unit), printed, picked or cancelled. The rules here are pure; the
 * server stores labels and draws their PDF.
 */
export interface LabelState {
  cancelled: boolean;
  pickedAt: string | null;
}

export const LABEL_MESSAGES = {
  cancelled: 'This label is cancelled',
  picked: 'This label is already picked',
} as const;

/** Active quantity = quantity - returned quantity - cancelled labels (spec, order item). */
export const activeQuantity = (
  quantity: number,
  returned: number,
  cancelledLabels: number,
): number => Math.max(0, quantity - returned - cancelledLabels);

/**
 * The counters of the labels still to make for an item: one per active unit not covered
 * by a live label, numbered after the highest counter already used.
 */
export function countersToCreate(
  quantity: number,
  returned: number,
  labels: readonly { counter: number; cancelled: boolean }[],
): number[] {
  const cancelled = labels.filter((label) => label.cancelled).length;
  const live = labels.length - cancelled;
  const missing = activeQuantity(quantity, returned, cancelled) - live;
  const highest = labels.reduce((max, label) => Math.max(max, label.counter), 0);
  return Array.from({ length: Math.max(0, missing) }, (_, index) => highest + index + 1);
}

/** Why a label may not be printed, picked or cancelled now (null: it may). */
export function labelRefusal(
  label: LabelState,
  action: 'print' | 'pick' | 'cancel',
): string | null {
  if (label.cancelled) return LABEL_MESSAGES.cancelled;
  if (action !== 'print' && label.pickedAt !== null) return LABEL_MESSAGES.picked;
  return null;
}

/** What the barcode encodes: the label id, prefixed so a scanner tells labels from orders. */
export const labelBarcodeText = (labelId: number): string => `L${labelId}`;
