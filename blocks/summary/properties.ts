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
});

export type SummaryProperties = z.output<typeof summaryProperties>;
