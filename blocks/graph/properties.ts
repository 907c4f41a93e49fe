import { z } from 'zod';
import { numeric } from '../../src/model';
import { colourProperty } from '../../src/model/styleValues';

export const dataPointSchema = z.object({
  label: z.string().trim().max(20).default(''),
  value: numeric.default(0),
});

export const graphProperties = z.object({
  title: z.string().trim().min(1).max(120).default('Sales this week'),
  type: z.enum(['bar', 'line']).default('bar'),
  points: z
    .array(dataPointSchema)
    .max(24)
    .default(
      ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((label, index) => ({
        label,
        value: [4, 6, 5, 8, 7, 12, 9][index] ?? 0,
      })),
    ),
  /** Shown after each value in the data table ("orders", "£"). */
  unit: z.string().trim().max(20).default(''),
  color: colourProperty(),
});

export type GraphProperties = z.output<typeof graphProperties>;
