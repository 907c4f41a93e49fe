import { z } from 'zod';
import { RELAY_MESSAGES } from './relay';

/** POST /notifications/{recipientId}/relay/: which of its addresses, and the answers. */
export const RELAY_VALUE_MAX = 2000;

export const relayRequestSchema = z.object({
  href: z.string().min(1, RELAY_MESSAGES.notThisNotification),
  values: z
    .record(
      z.string(),
      z.string().max(RELAY_VALUE_MAX, `An answer has at most ${RELAY_VALUE_MAX} characters`),
    )
    .default({}),
});
