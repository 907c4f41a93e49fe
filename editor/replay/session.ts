import { z } from 'zod';
import type { PageCommand } from '../../src/commands';
import { pageSchema, type Page } from '../../src/model';

/**
 * A recorded editing session (issue 9): the page the seller started from, every editing
 * event with its time (ms since the recording started), and the page it ended with.
 * Events are the editor's own vocabulary: document commands (src/commands), page-settings
 * patches, undo and redo, and a merge of someone else's copy after a conflict.
 */
export type RecordedEvent =
  | { kind: 'command'; command: PageCommand }
  | { kind: 'updatePage'; patch: Record<string, unknown> }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'merge'; theirs: Page };

export interface RecordedStep {
  at: number;
  event: RecordedEvent;
  /** Ids the step made when recorded (duplicates, pastes): a replay makes the same ones. */
  ids?: string[];
}

export interface RecordedSession {
  format: 'omnis-session';
  version: 1;
  name: string;
  description: string;
  /** Changes closer together than this were one undo step when recorded. */
  captureTimeout: number;
  /** Prefix of the seeded ids a replay makes (duplicate, paste). */
  idPrefix: string;
  startPage: Page;
  steps: RecordedStep[];
  expectedPage: Page;
}

const eventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('command'),
    command: z.record(z.string(), z.unknown()).and(z.object({ type: z.string() })),
  }),
  z.object({ kind: z.literal('updatePage'), patch: z.record(z.string(), z.unknown()) }),
  z.object({ kind: z.literal('undo') }),
  z.object({ kind: z.literal('redo') }),
  z.object({ kind: z.literal('merge'), theirs: pageSchema }),
]);

export const recordedSessionSchema = z.object({
  format: z.literal('omnis-session'),
  version: z.literal(1),
  name: z.string().min(1),
  description: z.string().default(''),
  captureTimeout: z.number().positive().default(500),
  idPrefix: z.string().min(1).default('replay'),
  startPage: pageSchema,
  steps: z.array(
    z.object({ at: z.number().min(0), event: eventSchema, ids: z.array(z.string()).optional() }),
  ),
  expectedPage: pageSchema,
});

/** Parses a session file; commands are trusted to the command functions, which refuse bad ones. */
export function parseSession(input: unknown): RecordedSession {
  return recordedSessionSchema.parse(input) as unknown as RecordedSession;
}
