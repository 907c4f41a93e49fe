import { fromPromise } from 'xstate';

/**
 * The default for an I/O actor the app must plug in with `.provide()` (the page API, a
 * factory's data source). A machine started without it fails loudly through its own error
 * path instead of calling the network behind a test's back.
 */
export const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`${name} must be provided with .provide()`)),
  );
