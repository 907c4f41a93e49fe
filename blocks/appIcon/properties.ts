import { z } from 'zod';
import { colourProperty } from '../../src/model/styleValues';
import { iconSchema } from '../../src/media';

export const appIconProperties = z.object({
  icon: iconSchema.default('shirt'),
  label: z.string().trim().min(1).max(40).default('Products'),
  href: z.string().trim().default('/'),
  color: colourProperty(),
  backgroundColor: colourProperty(),
});

export type AppIconProperties = z.output<typeof appIconProperties>;
