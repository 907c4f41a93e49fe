import { z } from 'zod';

/**
 * The mail API's answers (server/mail/routes.ts), shared by the server that sends them
 * and the dashboard that parses them.
 */

/** GET /divisions/{division}/pages/{id}/mail/ */
export const mailExportSchema = z.object({
  subject: z.string(),
  preheader: z.string(),
  html: z.string(),
  text: z.string(),
});
export type MailExport = z.infer<typeof mailExportSchema>;

/** How a test send went out: over SMTP, or stored in the outbox (no SMTP configured). */
export const MAIL_DELIVERIES = ['smtp', 'outbox'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

/** POST /divisions/{division}/pages/{id}/mail/send-test/ */
export const sendTestAnswerSchema = z.object({
  delivery: z.enum(MAIL_DELIVERIES),
  message: z.string(),
  /** The stored message's id when it went to the outbox. */
  outboxId: z.number().int().positive().optional(),
});
export type SendTestAnswer = z.infer<typeof sendTestAnswerSchema>;

/** One stored message in the outbox list (GET /divisions/{division}/outbox/). */
export const outboxSummarySchema = z.object({
  id: z.number().int().positive(),
  to: z.string(),
  subject: z.string(),
  /** ISO time it was stored. */
  createdAt: z.string(),
  pageId: z.number().int().positive().nullable(),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

export const outboxListSchema = z.object({ messages: z.array(outboxSummarySchema) });

/** One stored message with its bodies (GET /divisions/{division}/outbox/{id}/). */
export const outboxMessageSchema = outboxSummarySchema.extend({
  html: z.string(),
  text: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
