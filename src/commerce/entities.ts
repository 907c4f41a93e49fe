import { z } from 'zod';

// Order entities with the spec's field names (page-builder spec, section 3). Amounts are
// integer minor units in the order's currency.
const minor = z.number().int();

export const addressSchema = z.object({
  name: z.string(),
  company: z.string().optional(),
  street: z.string(),
  city: z.string(),
  state: z.string().optional(),
  country: z.string(),
  zip: z.string(),
});

export const shippingAddressSchema = addressSchema.extend({ eoriNumber: z.string().optional() });

export const orderStatusSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  color: z.string(),
});

export const statusLogRecordSchema = z.object({
  user: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});

export const paymentAttemptSchema = z.object({
  message: z.string(),
  successful: z.boolean(),
  paymentMethodName: z.string(),
  createdAt: z.string(),
});

export const orderItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int().positive(),
  price: minor,
  tax: minor,
  discount: minor.default(0),
  priceTaxIncluded: minor,
  discountTaxIncluded: minor.default(0),
  options: z.record(z.string(), z.string()).default({}),
  labels: z.array(z.object({ id: z.number().int(), cancelled: z.boolean() })).default([]),
  returnLogs: z.array(z.object({ quantity: z.number().int(), reason: z.string() })).default([]),
});

export const orderSchema = z.object({
  id: z.number().int(),
  hash: z.string().regex(/^[0-9a-f]{32}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  items: z.array(orderItemSchema),
  total: minor,
  subtotal: minor,
  goodsTax: minor,
  discount: minor,
  taxDiscount: minor,
  shipping: minor,
  shippingTax: minor,
  status: z.string(),
  coupon: z.string().nullable(),
  customer: z.number().int().nullable(),
  billingAddress: addressSchema,
  shippingAddress: shippingAddressSchema,
  billingEmail: z.string().email(),
  trackingCodes: z.array(z.string()).default([]),
  paymentMethod: z.string().nullable(),
  childOrderType: z.enum(['exchange']).nullable().default(null),
  statusLogRecords: z.array(statusLogRecordSchema).default([]),
  paymentAttempts: z.array(paymentAttemptSchema).default([]),
  deletedAt: z.string().nullable().default(null),
});

export type Address = z.infer<typeof addressSchema>;
export type OrderItem = z.infer<typeof orderItemSchema>;
export type Order = z.infer<typeof orderSchema>;
export type StatusLogRecord = z.infer<typeof statusLogRecordSchema>;
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;
