/**
 * Helpers for machine tests: a promise the test settles by hand (an I/O actor's pending
 * request) and a way to let settled promises reach the actors before the next assertion.
 * Time never passes on its own: tests move a SimulatedClock.
 */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Runs every pending promise callback (a promise actor's done event included). */
export const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
