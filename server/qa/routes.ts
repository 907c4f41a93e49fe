import type { FastifyInstance } from 'fastify';
import { fixtureLibrary } from '../../fixtures/pages/library';
import { accessHook, ANY_DASHBOARD } from '../access';

/**
 * QA (issue 9): the fixture library for the dashboard's QA screen, which creates any of
 * them in the seller's store through the pages API and opens it in the runtime and the
 * editor. Sellers only: a signed-in user with a store's dashboard, or staff.
 *
 * GET /qa/fixtures/ -> `{ fixtures: [{ name, kind, description, page }] }`, in the
 * library's order (JSON pages, theme variants, stress page). The pages are fixture data
 * (ids and urls of the fixture, images on `*.example` hosts): the caller gives a copy its
 * own url (`/qa/<name>/`) and drops `id` and `uuid` before creating it. Read from disk on
 * each call, so a fixture edited while the server runs is served as it is now.
 */
export function registerQaRoutes(app: FastifyInstance): void {
  app.get('/qa/fixtures/', { preHandler: accessHook(ANY_DASHBOARD) }, async () => ({
    fixtures: fixtureLibrary(),
  }));
}
