import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ConflictError, NotFoundError, PermissionDeniedError } from '../../src/errors';
import { PAGE_LOAD_MESSAGES, PAGE_MESSAGES } from '../../src/errors/pageMessages';
import { integer, type StorePageSummary } from '../../src/model';
import { draftState } from '../../src/publishing/rules';
import type { BlockRegistry } from '../../src/registry';
import type { AppContext } from '../context';
import { assertAccess, divisionNeed, mayAccess } from '../access';
import { shopperRefusal } from './access';
import { acceptedEncoding } from '../http/encoding';
import { recordPathParams } from '../http/recordPath';
import { pageResponseBody } from './pageResponseBody';
import { assertUrlFree, preparePageUpdate } from './preparePageUpdate';
import { preparePageWrite } from './preparePageWrite';
import type { Division } from '../store/divisionsRepository';
import type { PublishedVersion } from './versionsRepository';
import type { StoredPage } from './repository';
import { divisionFromParam, STORE_NOT_FOUND_MESSAGE } from '../store/divisionParam';

/** Pages API: get, create, update and delete under /divisions/{division}/pages. */
export const HOMEPAGE_DELETE_MESSAGE = 'The homepage cannot be deleted';
export { URL_TAKEN_MESSAGE } from './preparePageUpdate';

const params = z.object({ division: z.string().min(1) });
const pageParams = recordPathParams('id', PAGE_LOAD_MESSAGES.notFound);
const listQuery = z.object({ 'page-type': z.enum(['StorePage', 'MailPage']).optional() });
const versionOf = z.object({ version: integer.pipe(z.number().int().min(0)) });

/** The stored page of this store, or the spec's 404 / 403. */
async function pageOfDivision(
  ctx: AppContext,
  division: Division,
  id: number,
): Promise<StoredPage> {
  const stored = await ctx.repos.pages.findById(id);
  if (!stored) throw new NotFoundError(PAGE_LOAD_MESSAGES.notFound);
  if (stored.divisionId !== division.id)
    throw new PermissionDeniedError(PAGE_LOAD_MESSAGES.otherStore);
  return stored;
}

function toSummary(stored: StoredPage, published?: PublishedVersion | null): StorePageSummary {
  const { page } = stored;
  const publishing =
    published === undefined
      ? {}
      : {
          lastPublished: published?.publishedAt ?? null,
          draftState: draftState(page, published?.stored.page ?? null),
        };
  return {
    ...publishing,
    id: page.id ?? 0,
    url: page.url,
    title: page.properties.title.value,
    ogImage: page.properties.ogImage.value,
    published: page.published,
    edited: page.edited,
    isHomepage: stored.isHomepage,
    isMailPage: page.properties.isMailPage.value,
  };
}

export function registerPageRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registry: BlockRegistry,
): void {
  const pageBody = { bodyLimit: ctx.config.pageBodyLimit };

  async function afterSave(divisionId: number) {
    // Saving a page completes the 'homepage' setup step; the current step becomes 'collection'.
    await ctx.repos.divisions.completeSetupStep(divisionId, 'homepage', 'collection');
  }

  app.get('/divisions/:division/pages', async (request) => {
    const division = await divisionFromParam(ctx, params.parse(request.params).division);
    const { 'page-type': pageType } = listQuery.parse(request.query);
    const editor = mayAccess(request.auth, divisionNeed(division.id, 'read'));
    // Editors and staff list the drafts; shoppers the published versions (issue 14).
    const latest = await ctx.repos.pageVersions.listLatest(division.id);
    const stored = editor
      ? await ctx.repos.pages.listByDivision(division.id)
      : latest.map((version) => version.stored);
    // Editors also see, per draft, when shoppers' version was published and whether the draft differs.
    const publishedById = new Map(latest.map((version) => [version.stored.page.id, version]));
    return stored
      .filter(({ page }) => editor || shopperRefusal(page, request.auth, division) === null)
      .filter(({ page }) => {
        if (pageType === 'MailPage') return page.properties.isMailPage.value;
        if (pageType === 'StorePage')
          return page.properties.isStorePage.value && !page.properties.isMailPage.value;
        return true;
      })
      .map((each) =>
        editor ? toSummary(each, publishedById.get(each.page.id) ?? null) : toSummary(each),
      );
  });
  // The hot read: no query at all when the store is named by id or a known code and the
  // page was read since the last commit (pages/repository.ts). Two plain awaits: both
  // usually resolve at once, and Promise.all would only add promise turns.
  app.get('/divisions/:division/pages/:id/', async (request, reply) => {
    const { division: ref, id } = pageParams.parse(request.params);
    const divisionId = await ctx.repos.divisions.idByRef(ref);
    if (divisionId === null) throw new NotFoundError(STORE_NOT_FOUND_MESSAGE);
    // The store's editors and staff read the draft; everyone else the newest published
    // version, and a page never published does not exist for them (issue 14).
    const seesDraft = mayAccess(request.auth, divisionNeed(divisionId, 'read'));
    const stored = seesDraft
      ? await ctx.repos.pages.findById(id)
      : ((await ctx.repos.pageVersions.latest(id))?.stored ?? null);
    if (!stored) throw new NotFoundError(PAGE_LOAD_MESSAGES.notFound);
    if (stored.divisionId !== divisionId)
      throw new PermissionDeniedError(PAGE_LOAD_MESSAGES.otherStore);
    if (!seesDraft) {
      // The store's row only for shoppers: the same guards as the page's route (closed stores too).
      const division = await ctx.repos.divisions.findById(divisionId);
      if (!division) throw new NotFoundError(STORE_NOT_FOUND_MESSAGE);
      const refusal = shopperRefusal(stored.page, request.auth, division);
      if (refusal === 'hidden') throw new NotFoundError(PAGE_LOAD_MESSAGES.notFound);
      if (refusal === 'forbidden')
        throw new PermissionDeniedError(PAGE_MESSAGES.insufficientPermissions);
    }
    // Sent as made once per page version, compressed in the encoding the client takes.
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(pageResponseBody(stored.page, encoding));
  });

  app.post('/divisions/:division/pages/', pageBody, async (request, reply) => {
    const division = await divisionFromParam(ctx, params.parse(request.params).division);
    assertAccess(request.auth, divisionNeed(division.id, 'write'));
    const page = preparePageWrite(request.body, { registry, pro: division.pro });
    if (page.divisionId !== null && page.divisionId !== division.id)
      throw new PermissionDeniedError(PAGE_LOAD_MESSAGES.otherStore);
    await assertUrlFree(ctx.repos.pages, division.id, page.url ?? '');
    // A new page (a copy too) was edited now, never at the time a client claims.
    const stored = await ctx.repos.pages.create(
      division.id,
      page.uuid ?? randomUUID(),
      { ...page, edited: null },
      {
        url: page.url ?? '',
        isHomepage: page.url === '/',
        published: page.published,
      },
    );
    await afterSave(division.id);
    return reply.status(201).send(stored.page);
  });

  app.patch('/divisions/:division/pages/:id/', pageBody, async (request) => {
    const { division: ref, id } = pageParams.parse(request.params);
    const division = await divisionFromParam(ctx, ref);
    const current = await pageOfDivision(ctx, division, id);
    assertAccess(request.auth, divisionNeed(division.id, 'write'));
    const { version } = versionOf.parse(request.body);
    const { page, columns } = await preparePageUpdate(
      { pages: ctx.repos.pages, registry },
      { division, current, body: request.body },
    );
    const result = await ctx.repos.pages.update(id, version, page, columns);
    if (result.status === 'missing') throw new NotFoundError(PAGE_LOAD_MESSAGES.notFound);
    if (result.status === 'conflict') throw new ConflictError(undefined, result.current.page);
    await afterSave(division.id);
    return result.stored.page;
  });

  app.delete('/divisions/:division/pages/:id/', async (request) => {
    const { division: ref, id } = pageParams.parse(request.params);
    const division = await divisionFromParam(ctx, ref);
    const stored = await pageOfDivision(ctx, division, id);
    assertAccess(request.auth, divisionNeed(division.id, 'write'));
    if (stored.isHomepage) throw new PermissionDeniedError(HOMEPAGE_DELETE_MESSAGE);
    await ctx.repos.pages.delete(id);
    return { message: 'Page deleted', id };
  });
}
