import { z } from 'zod';
import type { Transport } from '../api/transport';
import { pageSchema, type Page } from '../model';
import {
  publishingStateSchema,
  versionHistorySchema,
  type PageVersionSummary,
  type PublishingState,
} from './schemas';

/**
 * The publishing calls (issue 14) over the /omnis/v3 transport, every answer parsed. Kept
 * apart from src/api's client so the storefront's bundle never carries them.
 */
export type DivisionRef = number | string;

const draftAnswerSchema = z.object({
  message: z.string(),
  page: pageSchema,
  publishing: publishingStateSchema,
});
export type DraftAnswer = { message: string; page: Page; publishing: PublishingState };

export interface PublishingClient {
  state(division: DivisionRef, pageId: number): Promise<PublishingState>;
  publish(division: DivisionRef, pageId: number): Promise<PublishingState>;
  history(division: DivisionRef, pageId: number): Promise<PageVersionSummary[]>;
  version(division: DivisionRef, pageId: number, number: number): Promise<Page>;
  restore(division: DivisionRef, pageId: number, number: number): Promise<DraftAnswer>;
  publishVersion(division: DivisionRef, pageId: number, number: number): Promise<PublishingState>;
  discard(division: DivisionRef, pageId: number): Promise<DraftAnswer>;
  /** `publishAt`: an ISO date-time with its offset. */
  schedule(division: DivisionRef, pageId: number, publishAt: string): Promise<PublishingState>;
  cancelSchedule(division: DivisionRef, pageId: number): Promise<PublishingState>;
}

export function createPublishingClient(send: Transport): PublishingClient {
  const path = (division: DivisionRef, pageId: number, rest: string) =>
    `/divisions/${division}/pages/${pageId}/${rest}`;
  const state = async (request: Promise<unknown>) => publishingStateSchema.parse(await request);
  return {
    state: (division, pageId) =>
      state(send({ method: 'GET', path: path(division, pageId, 'publishing/') })),
    publish: (division, pageId) =>
      state(send({ method: 'POST', path: path(division, pageId, 'publish/'), body: {} })),
    history: async (division, pageId) =>
      versionHistorySchema.parse(
        await send({ method: 'GET', path: path(division, pageId, 'versions/') }),
      ).versions,
    version: async (division, pageId, number) =>
      pageSchema.parse(
        await send({ method: 'GET', path: path(division, pageId, `versions/${number}/`) }),
      ),
    restore: async (division, pageId, number) =>
      draftAnswerSchema.parse(
        await send({
          method: 'POST',
          path: path(division, pageId, `versions/${number}/restore/`),
          body: {},
        }),
      ),
    publishVersion: (division, pageId, number) =>
      state(
        send({
          method: 'POST',
          path: path(division, pageId, `versions/${number}/publish/`),
          body: {},
        }),
      ),
    discard: async (division, pageId) =>
      draftAnswerSchema.parse(
        await send({ method: 'POST', path: path(division, pageId, 'discard/'), body: {} }),
      ),
    schedule: (division, pageId, publishAt) =>
      state(
        send({ method: 'POST', path: path(division, pageId, 'schedule/'), body: { publishAt } }),
      ),
    cancelSchedule: (division, pageId) =>
      state(send({ method: 'DELETE', path: path(division, pageId, 'schedule/') })),
  };
}
