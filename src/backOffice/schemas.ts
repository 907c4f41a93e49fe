import { z } from 'zod';

/** Request shapes of the atlas API, shared by the server (422 on the first issue) and the app. */
export const ATLAS_PAGE_SIZE = 50;

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => (value ? value : undefined));

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const auditQuerySchema = z.object({
  q: optionalText,
  action: optionalText,
  page,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
  .optional();

export const ordersQuerySchema = z.object({
  group: z.coerce.number().int().min(0).max(5).optional(),
  status: optionalText,
  store: z.coerce.number().int().positive().optional(),
  from: isoDate,
  to: isoDate,
  q: optionalText,
  page,
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

export const transitionSchema = z.object({
  status: z.string().min(1, 'Choose a status'),
  version: z.number().int().positive(),
});

export const refundSchema = z.object({
  version: z.number().int().positive(),
});

export const usersQuerySchema = z.object({ q: optionalText, page });

/** A write on a label: the version read, so a stale screen gets a 409. */
export const labelWriteSchema = z.object({ version: z.number().int().positive() });

export const searchQuerySchema = z.object({ q: optionalText, page });

/** Staff switch a store's Pro tier or take it offline (active false) and back. */
export const storeFlagSchema = z.object({ value: z.boolean({ error: 'Choose on or off' }) });
