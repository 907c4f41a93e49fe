import { z } from 'zod';
import { addressSchema } from './entities';

/** The checkout page's quote (`POST /checkout/quote/`): totals, shipping choices, payments. */
const minor = z.number().int();

export const checkoutQuoteSchema = z.object({
  totals: z.object({
    currency: z.string(),
    items: z.array(
      z.object({
        productId: z.number().int(),
        name: z.string(),
        quantity: z.number().int(),
        options: z.record(z.string(), z.string()),
        priceTaxIncluded: minor,
        discountTaxIncluded: minor,
      }),
    ),
    subtotal: minor,
    goodsTax: minor,
    discount: minor,
    taxDiscount: minor,
    shipping: minor,
    shippingTax: minor,
    total: minor,
  }),
  shippingChoices: z.array(
    z.object({
      code: z.enum(['standard', 'express']),
      name: z.string(),
      price: minor,
      estimate: z.string(),
      christmasCutoff: z.string().nullable(),
    }),
  ),
  coupon: z.object({ code: z.string(), percentOff: z.number() }).nullable(),
  payments: z.object({
    type: z.enum(['stripe', 'test', 'none']),
    publishableKey: z.string().nullable(),
  }),
  savedDetails: z
    .object({
      email: z.string(),
      phone: z.string(),
      shippingAddress: addressSchema,
      billingAddress: addressSchema,
    })
    .nullable(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;
