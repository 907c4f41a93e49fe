import { z } from 'zod';

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
  pickface: 'A pickface is letters, numbers and dashes, at most 20 (such as A-12-3)',
} as const;

/**
 * A label's pickface (spec, factory label) is the shelf slot the picker takes the blank
 * garment from, written as the factory writes slots: letters, numbers and dashes, kept in
 * capitals so "a-12" and "A-12" are one slot. Empty means not assigned yet.
 */
export const PICKFACE_MAX = 20;
export const pickfaceSchema = z
  .string()
  .trim()
  .max(PICKFACE_MAX, LABEL_MESSAGES.pickface)
  .regex(/^([A-Za-z0-9]+(-[A-Za-z0-9]+)*)?$/, LABEL_MESSAGES.pickface)
  .transform((value) => value.toUpperCase());

export const labelPickfaceSchema = z.object({
  pickface: pickfaceSchema,
  version: z.number().int().positive(),
});

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

export type LabelAction = 'print' | 'pick' | 'cancel' | 'pretreat' | 'pickface';

/**
 * Why a label may not take an action now (null: it may). A cancelled label takes none. A
 * picked one cannot be picked, cancelled or moved to another pickface (the garment has
 * left it); printing and pretreating come after picking, so they stay open.
 */
export function labelRefusal(label: LabelState, action: LabelAction): string | null {
  if (label.cancelled) return LABEL_MESSAGES.cancelled;
  if (action !== 'print' && action !== 'pretreat' && label.pickedAt !== null)
    return LABEL_MESSAGES.picked;
  return null;
}

/** What the barcode encodes: the label id, prefixed so a scanner tells labels from orders. */
export const labelBarcodeText = (labelId: number): string => `L${labelId}`;
