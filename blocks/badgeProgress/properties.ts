import { z } from 'zod';
import { numeric } from '../../src/model';

export const badgeProgressProperties = z.object({
  title: z.string().trim().max(80).default('Next badge: 10 sales'),
  value: numeric.pipe(z.number().min(0)).default(0),
  max: numeric.pipe(z.number().gt(0)).default(10),
  /** Words after the count ("3 of 10 sales"). */
  unit: z.string().trim().max(30).default('sales'),
});

export type BadgeProgressProperties = z.output<typeof badgeProgressProperties>;

/** Progress as a whole percentage, 0 to 100 (a value past the goal counts as done). */
export function progressPercent(value: number, max: number): number {
  if (!(max > 0)) return 0;
  return Math.round((Math.min(Math.max(value, 0), max) / max) * 100);
}
