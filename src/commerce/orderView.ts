import { z } from 'zod';
import { addressSchema } from './entities';

/**
 * An order as the shopper's pages read it (`GET /orders/{hash}/`): the receipt, the pay
 * page and the order history. Amounts are minor units of `currency`; `payment` says what
 * the pay page should do next.
 */
export const orderViewItemSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  options: z.record(z.string(), z.string()),
  priceTaxIncluded: z.number().int(),
  discountTaxIncluded: z.number().int(),
  vatRate: z.number(),
  productId: z.number().int().nullable(),
});

export const paymentStepSchema = z.enum(['pay', 'authenticate', 'paid']);

export const orderViewSchema = z.object({
  hash: z.string(),
  status: z.string(),
  percentComplete: z.number().nullable(),
  currency: z.string(),
  conversionRate: z.number(),
  items: z.array(orderViewItemSchema),
  subtotalTaxIncluded: z.number().int(),
  discountTaxIncluded: z.number().int(),
  shippingTaxIncluded: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  coupon: z.string().nullable(),
  email: z.string(),
  shippingAddress: addressSchema,
  billingAddress: addressSchema,
  shippingMethod: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  invoiceNumber: z.number().int().nullable(),
  trackingCodes: z.array(z.string()),
  createdAt: z.string(),
  payment: z.object({
    step: paymentStepSchema,
    processor: z.enum(['stripe', 'test']),
    /** The last failed attempt's message, shown on the pay page. */
    lastError: z.string().nullable(),
  }),
});
export type OrderView = z.infer<typeof orderViewSchema>;
export type PaymentStep = z.infer<typeof paymentStepSchema>;
