import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../../src/errors';
import { int32 } from '../../src/model';
import { assertAccess, divisionNeed } from '../access';
import type { AppContext } from '../context';
import type { StudioFileRow } from './designsRepository';
import { printFilesFor } from './queueFor';

/**
 * An ordered design's rendered files, for the factory and the back-office: staff and the
 * store's own sellers (a store read, as the access rules define it). The list names each
 * file (kind, area, pixel size) and its address; each file is a PNG.
 */
export const PRINT_FILES_MISSING_MESSAGE = 'No print files for this order item';

/** The list entry of each file: what it is and the address that serves its PNG. */
export const fileLinks = (itemId: number, files: readonly StudioFileRow[]) =>
  files.map((file, index) => ({
    kind: file.kind,
    area: file.area,
    width: file.width,
    height: file.height,
    url: `/omnis/v3/studio/order-items/${itemId}/files/${index}/`,
  }));

const itemParams = z.object({ itemId: z.coerce.number().pipe(int32.positive()) });
const fileParams = itemParams.extend({ index: z.coerce.number().pipe(int32.min(0)) });

export function registerPrintFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { designs } = ctx.repos;

  async function allowedFiles(
    request: { auth: Parameters<typeof assertAccess>[0] },
    itemId: number,
  ) {
    const owner = await designs.orderOfItem(itemId);
    if (!owner) throw new NotFoundError(PRINT_FILES_MISSING_MESSAGE);
    assertAccess(request.auth, divisionNeed(owner.divisionId, 'read'));
    return printFilesFor(ctx).list(itemId);
  }

  app.get('/studio/order-items/:itemId/files/', async (request) => {
    const { itemId } = itemParams.parse(request.params);
    const files = await allowedFiles(request, itemId);
    return { files: fileLinks(itemId, files) };
  });

  app.get('/studio/order-items/:itemId/files/:index/', async (request, reply) => {
    const { itemId, index } = fileParams.parse(request.params);
    const file = (await allowedFiles(request, itemId))[index];
    const png = file ? await printFilesFor(ctx).read(file) : null;
    if (!file || !png) throw new NotFoundError(PRINT_FILES_MISSING_MESSAGE);
    return reply
      .type('image/png')
      .header('Cache-Control', 'private, no-store')
      .header(
        'Content-Disposition',
        `inline; filename="item-${itemId}-${file.kind}-${file.area}.png"`,
      )
      .send(png);
  });
}
