import { z } from 'zod';

/**
 * Messages the editor and the collaboration server exchange beside the document, as
 * Hocuspocus stateless payloads (JSON text). The document itself travels as Yjs updates.
 *
 * Saving through the collaboration channel: the client's edits already reached the
 * server as updates; `save.request` asks the server to persist the document NOW (the Yjs
 * state and the page JSON, validated, sanitised and versioned like an HTTP save, in one
 * transaction). The server answers the asking connection only after the commit, so an
 * acknowledged save survives `kill -9`:
 * - `save.done` with the page's new version (which also arrives in the document's page map);
 * - `save.failed` with the HTTP status and body an HTTP save would have answered, so the
 *   client raises the same typed error (`errorFromResponse`) and shows the same message.
 * After every store, whoever triggered it, the server tells every connection
 * `page.stored` with the version, so each editor knows its edits up to then are durable.
 */

/** Refusal reasons sent with Hocuspocus's permission-denied message. */
export const COLLAB_REFUSALS = {
  signIn: 'sign-in-required',
  forbidden: 'permission-denied',
  unknownDocument: 'unknown-document',
  origin: 'origin-not-allowed',
  lineage: 'lineage-mismatch',
  unavailable: 'document-unavailable',
} as const;

export type CollabRefusal = (typeof COLLAB_REFUSALS)[keyof typeof COLLAB_REFUSALS];

const requestId = z.string().min(1).max(64);

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('save.request'), id: requestId }),
]);
export type CollabClientMessage = z.infer<typeof clientMessageSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('save.done'), id: requestId, version: z.number().int().min(0) }),
  z.object({
    type: z.literal('save.failed'),
    id: requestId,
    status: z.number().int(),
    body: z.unknown(),
  }),
  z.object({ type: z.literal('page.stored'), version: z.number().int().min(0) }),
]);
export type CollabServerMessage = z.infer<typeof serverMessageSchema>;

export const encodeCollabMessage = (message: CollabClientMessage | CollabServerMessage): string =>
  JSON.stringify(message);

function parseWith<T>(schema: z.ZodType<T>, payload: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A client's stateless payload, or null for anything else (ignored, never thrown on). */
export const parseClientMessage = (payload: string): CollabClientMessage | null =>
  parseWith(clientMessageSchema, payload);

/** A server's stateless payload, or null for anything else. */
export const parseServerMessage = (payload: string): CollabServerMessage | null =>
  parseWith(serverMessageSchema, payload);
