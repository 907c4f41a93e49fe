import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { int32 } from '../../src/model';
import { ApiError, ConflictError, NotFoundError, ValidationError } from '../../src/errors';
import type { AppContext } from '../context';
import { writeImageVariants } from './variants';
import { assertAccess, divisionNeed } from '../access';
import type { StoredImage } from './repository';
import { storeFromRequest } from '../store/storeFromRequest';
import { divisionFromParam } from '../store/divisionParam';

/**
 * The editor's images: upload (multipart field `file`, optional `altText`) and the image
 * library query (GET /artemis/query/; the client reads thumbnails.original).
 * Files are stored under the key uploads/{division}/ (DATA_DIR on disk, or the S3 bucket:
 * server/storage) and are served at /uploads/{division}/.
 */
export const UPLOADS_URL = '/uploads';
export const NO_FILE_MESSAGE = 'Please choose an image to upload';
export const IMAGE_TOO_LARGE_MESSAGE = 'This image is too large';
export const UNREADABLE_UPLOAD_MESSAGE =
  'The upload could not be read. Please choose the image again';

const unreadableUpload = () =>
  new ValidationError(UNREADABLE_UPLOAD_MESSAGE, [
    { field: 'file', message: UNREADABLE_UPLOAD_MESSAGE },
  ]);

export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found';

/** Why an image cannot be deleted: where the store still shows it. */
export function imageInUseMessage(usage: {
  products: number;
  collections: number;
  pages: number;
}): string | null {
  const places = [
    [usage.products, 'product', 'products'],
    [usage.collections, 'collection', 'collections'],
    [usage.pages, 'page', 'pages'],
  ] as const;
  const parts = places
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  if (parts.length === 0) return null;
  const list =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `This image is used by ${list}. Remove it there first, then delete it.`;
}

export const uploadsDir = (dataDir: string): string => join(dataDir, 'uploads');

/** An image as the library and the image field read it. */
export function libraryImageOf(image: StoredImage) {
  return {
    id: image.id,
    name: image.name,
    altText: image.altText,
    width: image.width,
    height: image.height,
    original: image.original,
    sizes: image.sizes,
    thumbnails: {
      original: image.original,
      small: image.sizes['256'] ?? image.original,
      medium: image.sizes['512'] ?? image.sizes['256'] ?? image.original,
    },
    createdAt: image.createdAt,
  };
}

const libraryQuery = z.object({
  macros: z.string().default('drive,imageLibrary'),
  page: z.coerce.number().pipe(int32.min(1)).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(24),
  searchTerm: z.string().max(200).default(''),
  division: z.string().optional(),
});

export async function registerImageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Multipart in a context of its own: the plugin hooks every request of the context it
  // is registered in (a promise, a close listener and a clean-up per request), which
  // only the upload needs.
  await app.register(async (uploads) => registerUpload(uploads, ctx));

  app.get('/artemis/query/', async (request) => {
    const query = libraryQuery.parse(request.query);
    const division = await storeFromRequest(ctx, request, query.division);
    assertAccess(request.auth, divisionNeed(division.id, 'read', 'store'));
    const { images, total } = await ctx.repos.images.search(division.id, query);
    return { images: images.map(libraryImageOf), total, page: query.page, perPage: query.perPage };
  });

  // Deleting from the library: only an image the store no longer shows (409 with where it
  // is used otherwise). The files stay on disk: a cached page may still name them.
  app.delete<{ Params: { division: string; id: string } }>(
    '/divisions/:division/images/:id/',
    async (request, reply) => {
      const division = await divisionFromParam(ctx, request.params.division);
      assertAccess(request.auth, divisionNeed(division.id, 'write', 'store'));
      const id = Number(request.params.id);
      const image =
        Number.isInteger(id) && id > 0 ? await ctx.repos.images.get(division.id, id) : null;
      if (!image) throw new NotFoundError(IMAGE_NOT_FOUND_MESSAGE);
      const inUse = imageInUseMessage(await ctx.repos.images.usage(image));
      if (inUse) throw new ConflictError(inUse, { message: inUse });
      await ctx.repos.images.remove(division.id, id);
      return reply.status(204).send();
    },
  );
}

/** The file over the upload limit, or the whole request over the route's body limit. */
export const isBodyTooLarge = (error: unknown): boolean => {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  return (
    code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE' || statusCode === 413
  );
};

async function registerUpload(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: ctx.config.uploadLimit, files: 1, fields: 5 },
    throwFileSizeLimit: true,
  });

  app.post<{ Params: { division: string } }>(
    '/divisions/:division/images/',
    { bodyLimit: ctx.config.uploadLimit + 64 * 1024 },
    async (request, reply) => {
      const division = await divisionFromParam(ctx, request.params.division);
      assertAccess(request.auth, divisionNeed(division.id, 'write', 'store'));
      if (!request.isMultipart())
        throw new ValidationError(NO_FILE_MESSAGE, [{ field: 'file', message: NO_FILE_MESSAGE }]);
      // A multipart body without a boundary, or with broken parts, fails in the parser:
      // that is the client's upload, not our fault, so it is a 422 with a message.
      const file = await request.file().catch((error: unknown) => {
        throw isBodyTooLarge(error)
          ? new ApiError(IMAGE_TOO_LARGE_MESSAGE, 413)
          : unreadableUpload();
      });
      if (!file || file.fieldname !== 'file')
        throw new ValidationError(NO_FILE_MESSAGE, [{ field: 'file', message: NO_FILE_MESSAGE }]);
      let buffer: Buffer;
      try {
        buffer = await file.toBuffer();
      } catch (error) {
        if (isBodyTooLarge(error)) throw new ApiError(IMAGE_TOO_LARGE_MESSAGE, 413);
        throw unreadableUpload();
      }
      // The size limit's error can miss toBuffer when the cut falls on the file's last
      // chunk: the truncated file then comes back whole-looking, so ask the stream.
      if (file.file.truncated) throw new ApiError(IMAGE_TOO_LARGE_MESSAGE, 413);
      const altField = file.fields.altText;
      const altText =
        altField && 'value' in altField && typeof altField.value === 'string'
          ? altField.value.slice(0, 300)
          : '';
      const variants = await writeImageVariants(buffer, {
        storage: ctx.config.storage,
        keyPrefix: `uploads/${division.id}`,
        urlBase: `${UPLOADS_URL}/${division.id}`,
        baseName: randomBytes(12).toString('hex'),
      });
      const name = (file.filename || 'image').replace(/[^\w.\- ]+/g, '').slice(0, 200) || 'image';
      const stored = await ctx.repos.images.create({
        divisionId: division.id,
        name,
        altText,
        ...variants,
      });
      return reply.status(201).send(libraryImageOf(stored));
    },
  );
}
