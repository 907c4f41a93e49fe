import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { checkRule } from '../validation/rule';
import { ukPhone, ukPostcode } from '../validation/uk';
import { emailField } from '../model/session';
import { isShippingCountry } from './shipping';

/**
 * The place-order request, checked the same way by the checkout form and the server.
 * UK addresses use the catalogue's UK postcode rule and UK phone rule; other countries
 * get a looser international phone check (the catalogue has none).
 */
export const CHECKOUT_MESSAGES = {
  required: VALIDATION_MESSAGES.required,
  country: 'Please choose a country we deliver to',
  phone: 'Please enter a valid phone number',
  idempotencyKey: 'This checkout has expired: reload the page and try again',
  emptyBasket: 'Your basket is empty',
  coupon: 'This coupon code is not valid',
  changedTotal: 'Your basket changed while you were checking out: check the total and try again',
  /** Ours: a store that is not active (under review, or taken offline by staff) sells nothing. */
  storeClosed: 'This store is not taking orders at the moment',
} as const;

const text = (max: number) =>
  z
    .string({ error: CHECKOUT_MESSAGES.required })
    .trim()
    .max(max, VALIDATION_MESSAGES.maxLength(max))
    .refine((value) => !value.includes('\0'), CHECKOUT_MESSAGES.required);
const requiredText = (max: number) => text(max).pipe(z.string().min(1, CHECKOUT_MESSAGES.required));

export const checkoutAddressSchema = z
  .object({
    name: requiredText(100),
    company: text(100).default(''),
    street: requiredText(200),
    city: requiredText(100),
    state: text(100).default(''),
    country: requiredText(2).refine(isShippingCountry, CHECKOUT_MESSAGES.country),
    zip: requiredText(12),
  })
  .superRefine((address, ctx) => {
    if (address.country === 'GB' && checkRule(ukPostcode, address.zip) !== undefined)
      ctx.addIssue({ code: 'custom', path: ['zip'], message: VALIDATION_MESSAGES.ukPostcode });
  });
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

export const INTERNATIONAL_PHONE = /^\+?[\d\s().-]{6,20}$/;

export const placeOrderSchema = z
  .object({
    idempotencyKey: z
      .string({ error: CHECKOUT_MESSAGES.idempotencyKey })
      .regex(/^[A-Za-z0-9-]{16,64}$/, CHECKOUT_MESSAGES.idempotencyKey),
    email: emailField,
    phone: text(30).default(''),
    shippingAddress: checkoutAddressSchema,
    billingSameAsShipping: z.boolean().default(true),
    billingAddress: checkoutAddressSchema.optional(),
    shippingMethod: z.enum(['standard', 'express'], { error: CHECKOUT_MESSAGES.required }),
    coupon: text(40).default(''),
    currency: z.string().regex(/^[A-Z]{3}$/),
    /** The total the shopper saw, minor units: a changed basket is refused, not charged. */
    expectedTotal: z.number().int().min(0).max(2_147_483_647),
  })
  .superRefine((request, ctx) => {
    if (!request.billingSameAsShipping && !request.billingAddress)
      ctx.addIssue({
        code: 'custom',
        path: ['billingAddress', 'name'],
        message: CHECKOUT_MESSAGES.required,
      });
    if (request.phone === '') return;
    const uk = request.shippingAddress.country === 'GB';
    const valid = uk
      ? checkRule(ukPhone, request.phone) === undefined
      : INTERNATIONAL_PHONE.test(request.phone);
    if (!valid)
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message: uk ? VALIDATION_MESSAGES.ukPhone : CHECKOUT_MESSAGES.phone,
      });
  });
export type PlaceOrderRequest = z.infer<typeof placeOrderSchema>;

/** The test processor's card form (never a real card: see testCards.ts). */
export const testCardSchema = z.object({
  number: requiredText(23),
  expiry: requiredText(7),
  cvc: requiredText(4),
  name: text(100).default(''),
});
export type TestCardInput = z.infer<typeof testCardSchema>;
