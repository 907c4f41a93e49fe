import { Negotiator } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { boundedMemo } from '../db/memo';

/**
 * Content encodings for answers compressed once and sent many times (a page's JSON per
 * version). Everything else is compressed per request by @fastify/compress
 * (http/compression.ts), which leaves an answer that already names its encoding alone.
 */
export type ContentEncoding = 'br' | 'gzip';

const negotiator = new Negotiator<ContentEncoding>({ supportedValues: ['br', 'gzip'] });
// Clients send a handful of distinct headers; bounded, so odd ones cannot grow it.
const chosen = boundedMemo<string, ContentEncoding | null>(64);

/** The best encoding the client accepts, or null for the identity (no header, or none we make). */
export function acceptedEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  return chosen(acceptEncoding, () => negotiator.negotiate(acceptEncoding));
}

/**
 * Compressed once, so brotli can work harder than per request (quality 5 against 4):
 * about 0.15 ms for a typical page, paid on the first read of each version.
 */
export function compressOnce(text: string, encoding: ContentEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(text);
  return brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  });
}
