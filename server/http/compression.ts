import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Compresses what the server makes per request (storefront HTML, API JSON) with the best
 * encoding the client accepts. Brotli runs at quality 4, not zlib's default 11: per
 * request, 11 costs far more CPU than the few bytes it saves; built assets come
 * precompressed at the highest settings instead (vite.config.ts). Answers under 1 KiB
 * and already-encoded ones (precompressed assets, images) go as they are.
 *
 * Request bodies are never decompressed: no client of ours sends them compressed, and a
 * small compressed body that inflates past the body limits is a known way to exhaust a
 * server. Such a body fails as invalid JSON; skipping the hook also keeps it off every request.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
