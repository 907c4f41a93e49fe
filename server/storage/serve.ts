import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_MESSAGE } from '../http/errors';
import type { ObjectStorage } from './objectStorage';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the objects under `urlPrefix` (`/uploads/12/ab.webp` is the key
 * `uploads/12/ab.webp`) from object storage when it is not the local disk (the
 * storefront host serves the disk folder itself with @fastify/static). Answered in an
 * onRequest hook, before the static route, so the two never compete. Files have random
 * names that never change: cached for a year.
 */
export function registerStorageServing(
  app: FastifyInstance,
  storage: ObjectStorage,
  urlPrefix: string,
): void {
  if (storage.kind === 'disk') return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith(urlPrefix)) return;
    let key: string;
    try {
      key = decodeURIComponent(path.slice(1));
    } catch {
      return reply.status(404).send({ message: NOT_FOUND_MESSAGE });
    }
    const object = /^[\w-]+(\/[\w-][\w.-]*)+$/.test(key) ? await storage.get(key) : null;
    if (!object) return reply.status(404).send({ message: NOT_FOUND_MESSAGE });
    reply
      .type(object.contentType)
      .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
    if (object.size) reply.header('content-length', object.size);
    if (request.method === 'HEAD') {
      object.body.destroy();
      return reply.send();
    }
    return reply.send(object.body);
  });
}
