import { z } from 'zod';

/** Storefront section 5: the message of a required field. */
export const REQUIRED_MESSAGE = 'This field is required';

/** Expandable container (page-builder section 5): title required. */
export const expandableProperties = z.object({
  title: z.string().trim().min(1, REQUIRED_MESSAGE).max(200).default('More details'),
  /** Starts open. */
  open: z.boolean().default(false),
});

export type ExpandableProperties = z.output<typeof expandableProperties>;
