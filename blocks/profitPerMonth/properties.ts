import { z } from 'zod';
import { integer, numeric } from '../../src/model';
import { asyncPathProperty } from '../../src/model/asyncPath';
import { listResponse } from '../../src/registry';
import { MONTH_PATTERN } from './chart';

const monthProfit = z.object({
  month: z.string().regex(MONTH_PATTERN, 'A month is written YYYY-MM'),
  profit: numeric,
});

/** What the asyncData path answers: `[{ month, profit }]` or `{ months: [...] }`. */
export const profitResponseSchema = listResponse(monthProfit, 'months');

export const profitPerMonthProperties = z.object({
  title: z.string().default('Profit per month'),
  /** How many months the chart shows, ending at the latest month with data. */
  months: integer.pipe(z.number().min(3).max(36)).default(12),
  /** The GET path answering the profit per month (see README). */
  asyncData: asyncPathProperty,
});

export type ProfitPerMonthProperties = z.output<typeof profitPerMonthProperties>;
