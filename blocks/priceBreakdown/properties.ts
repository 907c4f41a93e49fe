import { z } from 'zod';
import { numeric } from '../../src/model';
import { asyncPathProperty } from '../../src/model/asyncPath';

const money = numeric.pipe(z.number().min(0, 'An amount cannot be negative').max(100_000));
const vatRate = numeric.pipe(z.number().min(0).max(100, 'A VAT rate is at most 100%'));

/** The figures a breakdown needs, as an asyncData path answers them. */
export const priceFiguresSchema = z.object({
  price: money,
  baseCost: money,
  printCost: money,
  vatRate,
});

export const priceBreakdownProperties = z.object({
  title: z.string().default('Where your money goes'),
  copy: z
    .string()
    .default('How the price of a product splits between making it, VAT and your profit.'),
  price: money.default(25),
  baseCost: money.default(7.5),
  printCost: money.default(3.5),
  vatRate: vatRate.default(20),
  /** A GET path answering `{ price, baseCost, printCost, vatRate }`; overrides the figures above. */
  asyncData: asyncPathProperty,
});

export type PriceBreakdownProperties = z.output<typeof priceBreakdownProperties>;
