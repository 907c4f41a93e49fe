import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ValidationError } from '../../src/errors';
import { integer } from '../../src/model';
import {
  checkScheduleTime,
  PUBLISHING_MESSAGES,
  VERSION_HISTORY_LIMIT,
  type PublishingState,
  type VersionHistory,
} from '../../src/publishing';
import type { BlockRegistry } from '../../src/registry';
import type { AppContext } from '../context';
import { assertAccess, divisionNeed } from '../access';
import {
  discardDraft,
  findVersion,
  publishDraft,
  publisherOf,
  publishingState,
  republishVersion,
  restoreVersion,
  versionSummary,
  type PublishingDeps,
} from './publishing';
import type { Division } from '../store/divisionsRepository';
import { divisionFromParam } from '../store/divisionParam';
import { recordPathParams } from '../http/recordPath';
import { PAGE_LOAD_MESSAGES } from '../../src/errors/pageMessages';

/**
 * Drafts and publishing (issue 14, part 2), under /divisions/{division}/pages/{id}/:
 * the draft's state, publish, the version history, restore a version as the draft,
 * publish an earlier version again, discard the draft, and schedule a publish. The
 * store's editors act; staff may read the state and the history.
 */
const pageParams = recordPathParams('id', PAGE_LOAD_MESSAGES.notFound);
const versionParams = z.object({ number: integer.pipe(z.number().int().positive()) });
/** Actions without fields take an empty JSON object (or no body at all). */
const noFields = z.object({}).strict().nullish();
const scheduleBody = z
  .object({
    publishAt: z
      .string({ error: PUBLISHING_MESSAGES.scheduleInvalid })
      .min(1, PUBLISHING_MESSAGES.scheduleInvalid),
  })
  .strict();

export function registerPublishingRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registry: BlockRegistry,
): void {
  const deps = (): PublishingDeps => ({
    repos: ctx.repos,
    registry,
    sync: ctx.pageSync,
    now: ctx.config.clock,
  });

  /** The store and page of the path, once the signed-in user may act on them (or read, for staff). */
  async function target(
    request: FastifyRequest,
    write: boolean,
  ): Promise<{ division: Division; pageId: number }> {
    const { division: ref, id } = pageParams.parse(request.params);
    const division = await divisionFromParam(ctx, ref);
    assertAccess(request.auth, divisionNeed(division.id, write ? 'write' : 'read'));
    return { division, pageId: id };
  }
  const by = (request: FastifyRequest) =>
    request.auth.user ? publisherOf(request.auth.user) : null;

  app.get(
    '/divisions/:division/pages/:id/publishing/',
    async (request): Promise<PublishingState> => {
      const { division, pageId } = await target(request, false);
      return publishingState(deps(), division.id, pageId);
    },
  );

  app.post('/divisions/:division/pages/:id/publish/', async (request): Promise<PublishingState> => {
    const { division, pageId } = await target(request, true);
    noFields.parse(request.body);
    // A pending scheduled publish stays: the seller set that time on purpose and cancels it themselves.
    await publishDraft(deps(), division.id, pageId, by(request));
    return publishingState(deps(), division.id, pageId);
  });

  app.get('/divisions/:division/pages/:id/versions/', async (request): Promise<VersionHistory> => {
    const { division, pageId } = await target(request, false);
    await publishingState(deps(), division.id, pageId);
    const versions = await ctx.repos.pageVersions.list(pageId, VERSION_HISTORY_LIMIT);
    return { versions: versions.map(versionSummary) };
  });

  // One version's page JSON, for the history's preview.
  app.get('/divisions/:division/pages/:id/versions/:number/', async (request) => {
    const { division, pageId } = await target(request, false);
    const { number } = versionParams.parse(request.params);
    return (await findVersion(deps(), division.id, pageId, number)).stored.page;
  });

  app.post('/divisions/:division/pages/:id/versions/:number/restore/', async (request) => {
    const { division, pageId } = await target(request, true);
    const { number } = versionParams.parse(request.params);
    noFields.parse(request.body);
    const draft = await restoreVersion(deps(), division, pageId, number);
    return {
      message: PUBLISHING_MESSAGES.restored(number),
      page: draft.page,
      publishing: await publishingState(deps(), division.id, pageId),
    };
  });

  app.post(
    '/divisions/:division/pages/:id/versions/:number/publish/',
    async (request): Promise<PublishingState> => {
      const { division, pageId } = await target(request, true);
      const { number } = versionParams.parse(request.params);
      noFields.parse(request.body);
      await republishVersion(deps(), division.id, pageId, number, by(request));
      return publishingState(deps(), division.id, pageId);
    },
  );

  app.post('/divisions/:division/pages/:id/discard/', async (request) => {
    const { division, pageId } = await target(request, true);
    noFields.parse(request.body);
    const draft = await discardDraft(deps(), division, pageId);
    return {
      message: PUBLISHING_MESSAGES.discarded,
      page: draft.page,
      publishing: await publishingState(deps(), division.id, pageId),
    };
  });

  app.post(
    '/divisions/:division/pages/:id/schedule/',
    async (request): Promise<PublishingState> => {
      const { division, pageId } = await target(request, true);
      const { publishAt } = scheduleBody.parse(request.body);
      const checked = checkScheduleTime(publishAt, ctx.config.clock());
      if (!checked.ok)
        throw new ValidationError(checked.message, [
          { field: 'publishAt', message: checked.message },
        ]);
      await publishingState(deps(), division.id, pageId);
      await ctx.repos.pageVersions.schedule(
        pageId,
        checked.at,
        by(request),
        new Date(ctx.config.clock()).toISOString(),
      );
      ctx.publishScheduler.poke();
      return publishingState(deps(), division.id, pageId);
    },
  );

  app.delete(
    '/divisions/:division/pages/:id/schedule/',
    async (request): Promise<PublishingState> => {
      const { division, pageId } = await target(request, true);
      await publishingState(deps(), division.id, pageId);
      await ctx.repos.pageVersions.cancelSchedule(pageId);
      return publishingState(deps(), division.id, pageId);
    },
  );
}
