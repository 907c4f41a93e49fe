/**
 * Block and page ids. Ids are made on the client (the document is shared before the
 * server sees it), so they must be unique without coordination: random UUIDs. Tests and
 * session replays swap in a seeded generator with `setIdGenerator` for deterministic ids.
 */
type IdGenerator = () => string;

const randomId: IdGenerator = () => globalThis.crypto.randomUUID();
let generate: IdGenerator = randomId;

export const newId = (): string => generate();

/** The generator in use, so a wrapper (a session recorder) can call through to it. */
export const currentIdGenerator = (): IdGenerator => generate;

/** Replaces the generator; returns the cleanup that restores the previous one. */
export function setIdGenerator(next: IdGenerator): () => void {
  const previous = generate;
  generate = next;
  return () => {
    generate = previous;
  };
}

/** A deterministic generator: `prefix-1`, `prefix-2`, ... */
export function sequentialIds(prefix = 'id'): IdGenerator {
  let n = 0;
  return () => `${prefix}-${(n += 1)}`;
}
