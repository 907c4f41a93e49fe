import { NOT_FOUND_PATH } from './targets';

/** Consecutive failed guard passes after which the visitor is sent to /404/. */
export const ACCESS_LOOP_LIMIT = 100;
export const ACCESS_LOOP_MESSAGE = `Access loop: ${ACCESS_LOOP_LIMIT} consecutive failed guard passes`;

export interface AccessLoopStep {
  /** Consecutive failures counted after this pass. */
  failures: number;
  /** Where to go instead of the guard's redirect: /404/ once the limit is reached. */
  redirect: string | null;
}

/**
 * Counts guard passes: a pass that lets the visitor through resets the count, a failed
 * one adds one; the 100th consecutive failure breaks the loop with /404/ (and the caller
 * logs ACCESS_LOOP_MESSAGE to the console) and starts counting again.
 */
export function accessLoopStep(failures: number, failed: boolean): AccessLoopStep {
  if (!failed) return { failures: 0, redirect: null };
  const next = failures + 1;
  return next >= ACCESS_LOOP_LIMIT
    ? { failures: 0, redirect: NOT_FOUND_PATH }
    : { failures: next, redirect: null };
}
