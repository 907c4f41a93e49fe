/**
 * A least-recently-used map bounded by the bytes its values hold, with a time to live per
 * entry: the in-process half of the rendered-page cache (server/ssr/pageCache.ts).
 * Time is passed in, so tests need no clock.
 */
export interface ByteLruOptions {
  maxBytes: number;
}

interface Entry<V> {
  value: V;
  bytes: number;
  expiresAt: number;
}

export class ByteLru<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(options: ByteLruOptions) {
    this.#maxBytes = options.maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The live value, now most recently used; an expired one is dropped. */
  get(key: string, now: number): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= now) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry); // Map keeps insertion order: last is most recent.
    return entry.value;
  }

  /** Keeps `value` until `expiresAt`; a value larger than the whole budget is not kept. */
  set(key: string, value: V, bytes: number, expiresAt: number): void {
    this.delete(key);
    if (bytes > this.#maxBytes) return;
    this.#entries.set(key, { value, bytes, expiresAt });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /** Drops every entry whose key starts with `prefix`. */
  deletePrefix(prefix: string): void {
    for (const key of [...this.#entries.keys()]) if (key.startsWith(prefix)) this.delete(key);
  }
}
