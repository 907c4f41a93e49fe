import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ConflictError, NotFoundError, ValidationError } from '../../src/errors';
import type { StoreCoreData } from '../../src/model';
import {
  assignVariations,
  FORCE_PARAM,
  forcedVariations,
  formatAssignments,
  parseAssignments,
  SPLIT_TEST_COOKIE,
} from '../../src/splitTests/assignment';
import { placedTestProblem } from '../../src/splitTests/createRules';
import { splitTestBlocksOf } from '../../src/splitTests/placed';
import {
  createSplitTestSchema,
  homepageVariations,
  splitTestVersionSchema,
  type SplitTestStatus,
} from '../../src/splitTests/schemas';
import { assertAccess, divisionNeed } from '../access';
import { PRIVATE_CACHE_CONTROL } from '../http/cachePolicy';
import type { AppContext } from '../context';
import type { Division } from '../store/divisionsRepository';
import { divisionFromParam } from '../store/divisionParam';
import type { SplitTestsRepository } from './splitTestsRepository';

export const SPLIT_TEST_MESSAGES_SERVER = {
  nameTaken: 'You already have a split test with this name',
  notFound: 'Split test not found',
  pageNotFound: 'Choose a page of this store as the new homepage',
  noHomepage: 'Your store has no homepage to test yet',
  conflict: 'This split test was changed in the meantime',
} as const;

/** How long a visitor keeps their variations (sticky per visitor). */
const COOKIE_MAX_AGE_S = 90 * 86_400;

/** The seller's split tests: list, create, start, stop and results. */
export function registerSplitTestRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  tests: SplitTestsRepository,
): void {
  const base = '/divisions/:division/split-tests/';
  const writable = async (request: FastifyRequest<{ Params: { division: string } }>) => {
    const division = await divisionFromParam(ctx, request.params.division);
    assertAccess(request.auth, divisionNeed(division.id, 'write', 'store'));
    return division;
  };

  app.get<{ Params: { division: string } }>(base, async (request) => {
    const division = await divisionFromParam(ctx, request.params.division);
    assertAccess(request.auth, divisionNeed(division.id, 'read', 'store'));
    return { tests: await tests.list(division.id) };
  });

  // The split-test blocks on the store's pages: a block test is created from one of them,
  // with its name and variations, so the test and the block match by construction.
  app.get<{ Params: { division: string } }>(`${base}blocks/`, async (request) => {
    const division = await divisionFromParam(ctx, request.params.division);
    assertAccess(request.auth, divisionNeed(division.id, 'read', 'store'));
    const pages = (await ctx.repos.pages.listByDivision(division.id))
      .filter(({ page }) => !page.properties.isMailPage.value)
      .map(({ page }) => ({
        id: page.id ?? 0,
        title: page.properties.title.value,
        url: page.url ?? '',
        blocks: page.blocks,
      }));
    return {
      blocks: splitTestBlocksOf(pages).map((placed) => ({
        ...placed,
        problem: placedTestProblem(placed),
      })),
    };
  });

  app.post<{ Params: { division: string } }>(base, async (request, reply) => {
    const division = await writable(request);
    const body = createSplitTestSchema.parse(request.body);
    let variations;
    if (body.kind === 'homepage') {
      const pages = await ctx.repos.pages.listByDivision(division.id);
      const home = pages.find(({ page }) => page.url === '/');
      if (!home) throw new ValidationError(SPLIT_TEST_MESSAGES_SERVER.noHomepage, []);
      const chosen = pages.find(
        ({ page }) =>
          page.id === body.newPageId && page.url !== '/' && !page.properties.isMailPage.value,
      );
      if (!chosen)
        throw new ValidationError(SPLIT_TEST_MESSAGES_SERVER.pageNotFound, [
          { field: 'newPageId', message: SPLIT_TEST_MESSAGES_SERVER.pageNotFound },
        ]);
      variations = homepageVariations(home.page.id ?? null, body.newPageId);
    } else {
      variations = body.variations.map((v) => ({ ...v, pageId: null }));
    }
    const created = await tests.create({
      divisionId: division.id,
      kind: body.kind,
      name: body.name,
      variations,
    });
    if (!created)
      throw new ValidationError(SPLIT_TEST_MESSAGES_SERVER.nameTaken, [
        { field: 'name', message: SPLIT_TEST_MESSAGES_SERVER.nameTaken },
      ]);
    return reply.status(201).send(created);
  });

  const move = (path: string, from: SplitTestStatus, to: SplitTestStatus) =>
    app.post<{ Params: { division: string; id: string } }>(
      `${base}:id/${path}/`,
      async (request) => {
        const division = await writable(request);
        const { version } = splitTestVersionSchema.parse(request.body);
        const result = await tests.setStatus(
          division.id,
          Number(request.params.id),
          version,
          from,
          to,
        );
        if (result.ok) return result.test;
        if (!result.current) throw new NotFoundError(SPLIT_TEST_MESSAGES_SERVER.notFound);
        throw new ConflictError(SPLIT_TEST_MESSAGES_SERVER.conflict, result.current);
      },
    );
  move('start', 'draft', 'running');
  move('stop', 'running', 'stopped');

  app.get<{ Params: { division: string; id: string } }>(`${base}:id/results/`, async (request) => {
    const division = await divisionFromParam(ctx, request.params.division);
    assertAccess(request.auth, divisionNeed(division.id, 'read', 'store'));
    const test = await tests.view(Number(request.params.id) || 0);
    if (!test || !(await tests.list(division.id)).some((each) => each.id === test.id))
      throw new NotFoundError(SPLIT_TEST_MESSAGES_SERVER.notFound);
    const counts = await tests.results(division.id, test.id);
    return {
      test,
      variations: test.variations.map((v) => ({
        id: v.id,
        name: v.name,
        visitors: counts.get(v.id)?.visitors ?? 0,
        addedToBasket: counts.get(v.id)?.added ?? 0,
        ordered: counts.get(v.id)?.ordered ?? 0,
      })),
    };
  });
}

/**
 * Core data's split tests for this visitor, decided on the server so the first HTML is
 * already the right variation: running tests, the visitor's remembered map (cookie),
 * `split-var` forcing, else a draw; a changed map is set as the cookie (and the answer
 * made private). A homepage test's New variation routes / to its page.
 */
export async function applySplitTests(
  tests: SplitTestsRepository,
  request: FastifyRequest,
  reply: FastifyReply,
  division: Division,
  data: StoreCoreData,
): Promise<StoreCoreData> {
  const active = await tests.active(division.id);
  if (active.length === 0) return data;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const remembered = parseAssignments(request.cookies[SPLIT_TEST_COOKIE]);
  const { splitTests, assignments } = assignVariations(
    active,
    remembered,
    forcedVariations(query[FORCE_PARAM]),
    Math.random,
  );
  const value = formatAssignments(assignments);
  if (value !== formatAssignments(remembered)) {
    reply.setCookie(SPLIT_TEST_COOKIE, value, {
      path: '/',
      maxAge: COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      httpOnly: false,
      secure: request.protocol === 'https',
    });
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  }
  let pages = data.pages;
  for (const test of active) {
    if (test.kind !== 'homepage') continue;
    const chosen = test.variations.find((v) => v.id === assignments.get(test.id));
    const target = chosen?.pageId
      ? data.pages.find((page) => page.id === chosen.pageId)
      : undefined;
    // The New page is shown at /, with the homepage's address; its own address stays too.
    if (target)
      pages = pages.map((page) =>
        page.url === '/' ? { ...page, id: target.id, title: target.title } : page,
      );
  }
  return { ...data, pages, state: { ...data.state, splitTest: splitTests } };
}
