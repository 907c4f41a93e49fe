import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compressOnce } from './encoding';

describe('acceptedEncoding', () => {
  it("picks brotli from a browser's header and gzip when that is all a client takes", () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
  });

  it('sends text to a client that names no encoding we make', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('deflate')).toBeNull();
  });
});

describe('compressOnce', () => {
  it('compresses text that decompresses back to itself', () => {
    const text = JSON.stringify({
      blocks: Array.from({ length: 50 }, (_, index) => ({ type: 'textBlock', index })),
    });
    const brotli = compressOnce(text, 'br');
    expect(brotli.length).toBeLessThan(text.length / 4);
    expect(brotliDecompressSync(brotli).toString('utf8')).toBe(text);
    expect(gunzipSync(compressOnce(text, 'gzip')).toString('utf8')).toBe(text);
  });
});
