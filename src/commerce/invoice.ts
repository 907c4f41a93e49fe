import { z } from 'zod';
import { addressSchema, type Address } from './entities';
import { STANDARD_VAT_PERCENT } from './totals';

/**
 * The invoice of a paid order: each line's net, VAT rate, VAT and gross after its
 * discount, shipping at the standard rate, and the VAT summed per rate. Amounts are minor
 * units of the order's currency, taken from the order's stored totals (never recomputed
 * from prices), so the invoice always agrees with what the shopper paid.
 */
export const INVOICE_MISSING_MESSAGE =
  'This order has no invoice yet: invoices are issued once an order is paid';

export const sellerDetailsSchema = z.object({
  name: z.string(),
  legalName: z.string(),
  address: z.string(),
  vatNumber: z.string(),
  companyNumber: z.string(),
  email: z.string(),
});
export type SellerDetails = z.infer<typeof sellerDetailsSchema>;

const vatLineSchema = z.object({
  ratePercent: z.number(),
  net: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
});
export type VatLine = z.infer<typeof vatLineSchema>;

export const invoiceLineSchema = vatLineSchema.extend({
  description: z.string(),
  quantity: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceViewSchema = z.object({
  number: z.number().int(),
  orderHash: z.string(),
  date: z.string(),
  currency: z.string(),
  seller: sellerDetailsSchema,
  billingAddress: addressSchema,
  billingEmail: z.string(),
  lines: z.array(invoiceLineSchema),
  shipping: invoiceLineSchema.nullable(),
  /** The coupon discount, VAT included (already taken off each line's figures). */
  discount: z.number().int(),
  coupon: z.string().nullable(),
  vatBreakdown: z.array(vatLineSchema),
  totals: z.object({ net: z.number().int(), vat: z.number().int(), gross: z.number().int() }),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

/** The order fields an invoice needs (the server's stored order has them all). */
export interface InvoiceOrder {
  hash: string;
  invoiceNumber: number | null;
  createdAt: string;
  currency: string;
  coupon: string | null;
  billingEmail: string;
  billingAddress: Address;
  shippingMethod: string | null;
  shipping: number;
  shippingTax: number;
  items: readonly {
    name: string;
    quantity: number;
    options: Record<string, string>;
    price: number;
    tax: number;
    discount: number;
    priceTaxIncluded: number;
    discountTaxIncluded: number;
    vatRate: number;
  }[];
}

/** Sums lines per VAT rate, highest rate first; a rate with nothing in it is left out. */
export function vatBreakdown(lines: readonly VatLine[]): VatLine[] {
  const byRate = new Map<number, VatLine>();
  for (const line of lines) {
    const sum = byRate.get(line.ratePercent) ?? {
      ratePercent: line.ratePercent,
      net: 0,
      vat: 0,
      gross: 0,
    };
    byRate.set(line.ratePercent, {
      ratePercent: line.ratePercent,
      net: sum.net + line.net,
      vat: sum.vat + line.vat,
      gross: sum.gross + line.gross,
    });
  }
  return [...byRate.values()]
    .filter((line) => line.gross !== 0 || line.net !== 0)
    .sort((a, b) => b.ratePercent - a.ratePercent);
}

const describe = (item: InvoiceOrder['items'][number]) => {
  const options = Object.values(item.options).filter((value) => value !== '');
  return options.length ? `${item.name} (${options.join(', ')})` : item.name;
};

/** The invoice of an order that has an invoice number; null for one that has none yet. */
export function invoiceOf(order: InvoiceOrder, seller: SellerDetails): InvoiceView | null {
  if (order.invoiceNumber === null) return null;
  const lines: InvoiceLine[] = order.items.map((item) => {
    const net = item.price - item.discount;
    const gross = item.priceTaxIncluded - item.discountTaxIncluded;
    return {
      description: describe(item),
      quantity: item.quantity,
      ratePercent: item.vatRate,
      net,
      vat: gross - net,
      gross,
    };
  });
  const shippingGross = order.shipping + order.shippingTax;
  const shipping: InvoiceLine | null =
    shippingGross > 0
      ? {
          description: order.shippingMethod ? `Shipping: ${order.shippingMethod}` : 'Shipping',
          quantity: 1,
          ratePercent: STANDARD_VAT_PERCENT,
          net: order.shipping,
          vat: order.shippingTax,
          gross: shippingGross,
        }
      : null;
  const all = shipping ? [...lines, shipping] : lines;
  const sum = (pick: (line: VatLine) => number) =>
    all.reduce((total, line) => total + pick(line), 0);
  return {
    number: order.invoiceNumber,
    orderHash: order.hash,
    date: order.createdAt,
    currency: order.currency,
    seller,
    billingAddress: order.billingAddress,
    billingEmail: order.billingEmail,
    lines,
    shipping,
    discount: order.items.reduce((total, item) => total + item.discountTaxIncluded, 0),
    coupon: order.coupon,
    vatBreakdown: vatBreakdown(all),
    totals: { net: sum((l) => l.net), vat: sum((l) => l.vat), gross: sum((l) => l.gross) },
  };
}

/** "INV-000042": the store's gap-free number as printed on the invoice. */
export const invoiceLabel = (number: number): string => `INV-${String(number).padStart(6, '0')}`;
