import { z } from 'zod';
import { fetchTransport, type Transport } from '../../src/api/transport';
import {
  splitTestBlockViewSchema,
  splitTestResultsSchema,
  splitTestViewSchema,
  type CreateSplitTest,
  type SplitTestBlockView,
  type SplitTestResultsView,
  type SplitTestView,
} from '../../src/splitTests/schemas';

/** The store's split tests (server/events/splitTestRoutes.ts). */
export function splitTestsApi(divisionId: number, transport: Transport = fetchTransport()) {
  const base = `/divisions/${divisionId}/split-tests/`;
  return {
    list: async (): Promise<SplitTestView[]> =>
      z
        .object({ tests: z.array(splitTestViewSchema) })
        .parse(await transport({ method: 'GET', path: base })).tests,
    /** The split-test blocks on the store's pages, to create block tests from. */
    blocks: async (): Promise<SplitTestBlockView[]> =>
      z
        .object({ blocks: z.array(splitTestBlockViewSchema) })
        .parse(await transport({ method: 'GET', path: `${base}blocks/` })).blocks,
    create: async (test: CreateSplitTest): Promise<SplitTestView> =>
      splitTestViewSchema.parse(await transport({ method: 'POST', path: base, body: test })),
    start: async (test: SplitTestView): Promise<SplitTestView> =>
      splitTestViewSchema.parse(
        await transport({
          method: 'POST',
          path: `${base}${test.id}/start/`,
          body: { version: test.version },
        }),
      ),
    stop: async (test: SplitTestView): Promise<SplitTestView> =>
      splitTestViewSchema.parse(
        await transport({
          method: 'POST',
          path: `${base}${test.id}/stop/`,
          body: { version: test.version },
        }),
      ),
    results: async (test: SplitTestView): Promise<SplitTestResultsView> =>
      splitTestResultsSchema.parse(
        await transport({ method: 'GET', path: `${base}${test.id}/results/` }),
      ),
  };
}
