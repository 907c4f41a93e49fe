import { z } from 'zod';
import { emailField } from '../model/session';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { checkoutAddressSchema } from './checkoutRequest';
import { statusGroupIndex } from './statusGroups';

/**
 * What a shopper may do with an order after placing it: return items, change an item's
 * size or colour, change the delivery address, cancel, or ask for a quote. The same rules
 * run in the browser (to show or hide an action) and on the server (to refuse it).
 */
export const AFTER_SALES_MESSAGES = {
  locked: 'This order is already being made, so it can no longer be changed',
  cancelled: 'This order has been cancelled, so it can no longer be changed',
  notReturnable: 'This order cannot be returned yet: it has not been paid',
  closed: 'This order was cancelled, so there is nothing to return',
  nothingToReturn: 'Choose at least one item to return',
  tooMany: (name: string, most: number) =>
    most === 0 ? `${name} has already been returned` : `You can return at most ${most} of ${name}`,
  unknownItem: 'This item is not part of the order',
  reason: 'Please choose a reason for the return',
  option: 'This size is not available in this colour',
  stale: 'This order was changed in another window: we have loaded the latest version',
  notFound: 'We could not find an order with that reference and email address',
  reference: 'Please enter the order reference from your confirmation email',
  deadline: 'The deadline cannot be in the past',
  country: 'The new address must be in the same country: delivery and VAT were charged for it',
} as const;

/** Return reasons, in the order the form lists them; `failed_to_arrive` marks a resend. */
export const RETURN_REASONS = [
  { code: 'wrong_size', label: 'Wrong size' },
  { code: 'faulty', label: 'Faulty' },
  { code: 'not_as_described', label: 'Not as described' },
  { code: 'changed_my_mind', label: 'Changed my mind' },
  { code: 'failed_to_arrive', label: 'Failed to arrive' },
  { code: 'other', label: 'Other' },
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number]['code'];
const REASON_CODES = RETURN_REASONS.map((reason) => reason.code) as [
  ReturnReason,
  ...ReturnReason[],
];

/** The order reference shoppers see: the first 8 characters of the hash, in capitals. */
export const orderReference = (hash: string): string => hash.slice(0, 8).toUpperCase();

/** Statuses that end an order without it being made. */
export const CLOSED_STATUSES = ['cancelled', 'refunded'];

/** The statuses in which canEditOrder allows changes: the normal flow before processing. */
export const EDITABLE_STATUSES = ['new', 'to_be_paid', 'paid'] as const;

export type EditCheck = { ok: true } | { ok: false; message: string };

/**
 * An order can be edited (size, colour, address) or cancelled while it is in the normal
 * flow before 'processing': new, to_be_paid or paid. After that it is being made.
 */
export function canEditOrder(status: string): EditCheck {
  if (CLOSED_STATUSES.includes(status))
    return { ok: false, message: AFTER_SALES_MESSAGES.cancelled };
  const group = statusGroupIndex('normal', status);
  if (group < 0 || group >= statusGroupIndex('normal', 'processing'))
    return { ok: false, message: AFTER_SALES_MESSAGES.locked };
  return { ok: true };
}

/** Items can be returned once the order is paid, until it is refunded or cancelled. */
export function canReturnOrder(status: string): boolean {
  if (CLOSED_STATUSES.includes(status)) return false;
  if (status === 'bespoke_shipped') return true;
  return statusGroupIndex('normal', status) >= statusGroupIndex('normal', 'paid');
}

export interface ReturnableItem {
  id: number;
  name: string;
  /** The item's active quantity (orderItem.activeQuantity): what is left to return. */
  activeQuantity: number;
}

export interface ReturnLine {
  itemId: number;
  quantity: number;
}

/**
 * The first problem with a return request, or undefined when every line is within its
 * item's active quantity. Lines of 0 are ignored; at least one line must be above 0.
 */
export function checkReturnLines(
  items: readonly ReturnableItem[],
  lines: readonly ReturnLine[],
): string | undefined {
  const chosen = lines.filter((line) => line.quantity > 0);
  if (chosen.length === 0) return AFTER_SALES_MESSAGES.nothingToReturn;
  for (const line of chosen) {
    const item = items.find((each) => each.id === line.itemId);
    if (!item) return AFTER_SALES_MESSAGES.unknownItem;
    const asked = chosen
      .filter((each) => each.itemId === line.itemId)
      .reduce((sum, each) => sum + each.quantity, 0);
    if (asked > item.activeQuantity)
      return AFTER_SALES_MESSAGES.tooMany(item.name, Math.max(0, item.activeQuantity));
  }
  return undefined;
}

export interface ColourChoice {
  colour: string;
  sizes: readonly string[];
}

/** Whether a colour and size pair is one the product is made in. */
export const isProductChoice = (
  choices: readonly ColourChoice[],
  colour: string,
  size: string,
): boolean => {
  const match = choices.find((choice) => choice.colour === colour);
  if (!match) return false;
  return match.sizes.length === 0 ? size === '' : match.sizes.includes(size);
};

/**
 * Delivery price and VAT were charged for the order's country, so a new address may
 * change anything but the country (a move abroad is a cancel and a new order).
 */
export const isSameCountry = (from: { country: string }, to: { country: string }): boolean =>
  from.country === to.country;

/** Whether a deadline (YYYY-MM-DD) is today or later; `today` is YYYY-MM-DD too. */
export const isDeadlineOpen = (deadline: string, today: string): boolean => deadline >= today;

const required = (max: number) =>
  z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(max, VALIDATION_MESSAGES.maxLength(max));
const version = z.number().int().positive();

export const findOrderSchema = z.object({
  reference: z
    .string({ error: AFTER_SALES_MESSAGES.reference })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{8}([0-9a-f]{24})?$/, AFTER_SALES_MESSAGES.reference),
  email: emailField,
});

export const returnRequestSchema = z.object({
  version,
  lines: z.array(
    z.object({ itemId: z.number().int().positive(), quantity: z.number().int().min(0).max(999) }),
  ),
  reason: z.enum(REASON_CODES, { error: AFTER_SALES_MESSAGES.reason }),
  note: z.string().trim().max(1000).default(''),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

export const itemOptionsRequestSchema = z.object({
  version,
  colour: required(60),
  size: z.string().trim().max(20).default(''),
});

export const addressRequestSchema = z.object({ version, shippingAddress: checkoutAddressSchema });
export const cancelRequestSchema = z.object({ version });

const deadline = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, VALIDATION_MESSAGES.required)
  .default('');

export const quoteRequestSchema = z.object({
  name: required(100),
  email: emailField,
  product: required(200),
  quantity: z
    .number({ error: VALIDATION_MESSAGES.required })
    .int(VALIDATION_MESSAGES.required)
    .min(1, VALIDATION_MESSAGES.required)
    .max(100_000),
  description: required(5000),
  deadline,
  /** The advanced quote may reference an earlier order by its hash. */
  order: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
