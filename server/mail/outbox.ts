import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { MAIL_TEST_KIND, type OutboxMessage, type OutboxSummary } from '../../src/mail';
import type { RecordsRepository } from '../db/repos';

/**
 * Test sends of mail pages kept in the outbox table (no SMTP configured), per store. The
 * table is shared with other mail the server queues (contact form, password reset), so
 * ours are the rows of kind `mail-page-test`, their store and bodies in the JSON body.
 */
export interface TestMail {
  divisionId: number;
  pageId: number | null;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** ISO time. */
  createdAt: string;
  /** Extra headers (a list mail's List-Unsubscribe). */
  headers?: Record<string, string>;
}

const storedBody = z.object({
  division: z.number().int(),
  pageId: z.number().int().positive().nullable(),
  html: z.string(),
  text: z.string(),
  createdAt: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
  /** Finds the row again after the insert (the repository does not return ids). */
  token: z.string(),
});

type OutboxRow = Awaited<ReturnType<RecordsRepository['outbox']>>[number];

/** A stored row as an outbox message of this store, or null (another store, or not ours). */
export function readTestMail(
  row: OutboxRow,
  divisionId: number,
): (OutboxMessage & { token: string }) | null {
  if (row.kind !== MAIL_TEST_KIND) return null;
  const body = storedBody.safeParse(row.body);
  if (!body.success || body.data.division !== divisionId) return null;
  const { pageId, html, text, createdAt, token } = body.data;
  return {
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    createdAt,
    pageId,
    html,
    text,
    token,
  };
}

/** The store's stored test mails, newest first, without their bodies. */
export function outboxSummaries(rows: readonly OutboxRow[], divisionId: number): OutboxSummary[] {
  return rows
    .map((row) => readTestMail(row, divisionId))
    .filter((mail): mail is OutboxMessage & { token: string } => mail !== null)
    .sort((a, b) => b.id - a.id)
    .map(({ id, to, subject, createdAt, pageId }) => ({ id, to, subject, createdAt, pageId }));
}

/** Stores a test mail; resolves to its outbox id. */
export async function storeTestMail(records: RecordsRepository, mail: TestMail): Promise<number> {
  const token = randomUUID();
  await records.enqueueMail({
    kind: MAIL_TEST_KIND,
    recipient: mail.to,
    subject: mail.subject,
    body: {
      division: mail.divisionId,
      pageId: mail.pageId,
      html: mail.html,
      text: mail.text,
      createdAt: mail.createdAt,
      ...(mail.headers ? { headers: mail.headers } : {}),
      token,
    },
  });
  const rows = await records.outbox(MAIL_TEST_KIND);
  const stored = rows
    .map((row) => readTestMail(row, mail.divisionId))
    .find((row) => row?.token === token);
  if (!stored) throw new Error('The stored test mail could not be read back');
  return stored.id;
}

export async function listOutbox(
  records: RecordsRepository,
  divisionId: number,
): Promise<OutboxSummary[]> {
  return outboxSummaries(await records.outbox(MAIL_TEST_KIND), divisionId);
}

/** One stored test mail of the store with its bodies, or null. */
export async function findOutboxMessage(
  records: RecordsRepository,
  divisionId: number,
  id: number,
): Promise<OutboxMessage | null> {
  const row = (await records.outbox(MAIL_TEST_KIND)).find((candidate) => candidate.id === id);
  const mail = row ? readTestMail(row, divisionId) : null;
  if (!mail) return null;
  const { token: _token, ...message } = mail;
  return message;
}
