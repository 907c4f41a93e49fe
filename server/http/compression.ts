import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Answers up to this size are compressed in one synchronous call. @fastify/compress
 * otherwise streams anything over a few KiB (8 KiB on two cores) through a zlib stream on
 * libuv's threadpool; for brotli that stream set-up cost more CPU than the compression
 * itself: a 113 KB storefront homepage took about twice the server CPU per request with
 * brotli as with gzip (issue 23). In one call brotli quality 5 takes about as long as
 * gzip (1.5 ms for that page) and sends less. Larger answers still stream, so one huge
 * answer cannot hold the event loop for long.
 */
export const SYNC_COMPRESS_LIMIT = 1024 * 1024;

/**
 * Compresses what the server makes per request (storefront HTML, API JSON) with the best
 * encoding the client accepts. Brotli runs at quality 5, not zlib's default 11: per
 * request, 11 costs a hundred times the CPU for a few percent fewer bytes; built assets
 * come precompressed at the highest settings instead (vite.config.ts). Quality 4 sent
 * more bytes than gzip for the homepage, 5 fewer. Answers under 1 KiB and already-encoded
 * ones (precompressed assets, images) go as they are.
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
    syncThreshold: SYNC_COMPRESS_LIMIT,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
