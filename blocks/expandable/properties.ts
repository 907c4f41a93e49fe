import { z } from 'zod';

/** The message of a required field. */
export const REQUIRED_MESSAGE = 'This field is required';

/** Expandable container: title required. */
export const expandableProperties = z.object({
  title: z.string().trim().min(1, REQUIRED_MESSAGE).max(200).default('More details'),
  /** Starts open. */
  open: z.boolean().default(false),
});

export type ExpandableProperties = z.output<typeof expandableProperties>;
