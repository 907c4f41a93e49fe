import { z } from 'zod';

export const gateProperties = z.object({
  title: z.string().trim().min(1).max(120).default('Are you 18 or over?'),
  text: z.string().trim().max(400).default('You must be 18 or over to visit this store.'),
  confirmText: z.string().trim().min(1).max(40).default('Yes, enter'),
  declineText: z.string().trim().max(40).default('No, leave'),
  /** Where "leave" goes; '' hides the decline button. */
  declineHref: z.string().trim().default(''),
});

export type GateProperties = z.output<typeof gateProperties>;

/** The localStorage key remembering that this shopper passed this gate. */
export const gatePassedKey = (blockUid: string): string => `gate.passed.${blockUid}`;
