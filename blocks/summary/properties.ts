import { z } from 'zod';

export const summaryItemSchema = z.object({
  label: z.string().trim().max(60).default(''),
  value: z.string().trim().max(30).default(''),
  /** A short note under the value ("this month", "+12% on last week"). */
  caption: z.string().trim().max(80).default(''),
});

export const summaryProperties = z.object({
  heading: z.string().trim().max(120).default('At a glance'),
  items: z
    .array(summaryItemSchema)
    .max(8)
    .default([
      { label: 'Orders', value: '128', caption: 'this month' },
      { label: 'Revenue', value: '£2,340', caption: 'this month' },
      { label: 'Visitors', value: '5,210', caption: 'this month' },
    ]),
  /**
   * A GET path under /omnis/v3 answering `{ heading?, items }`; when set, its figures
   * replace the typed ones (which stay as the preview). Order mails use it for the
   * order's lines and totals.
   */
  asyncData: z.string().trim().max(300).default(''),
});

/**
 * What an asyncData path answers: the figures (and optionally a heading) to show instead
 * of the typed ones. Up to 50, as an order's lines can be many.
 */
export const summaryDataSchema = z.object({
  heading: z.string().max(120).optional(),
  items: z.array(summaryItemSchema).max(50),
});
export type SummaryData = z.output<typeof summaryDataSchema>;

export type SummaryProperties = z.output<typeof summaryProperties>;
