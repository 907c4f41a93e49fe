import type { Guard, GuardState, GuardVerdict } from './types';

/** Runs guards in order; the first that turns the visitor away decides. */
export function runGuards(guards: readonly Guard[], state: GuardState): GuardVerdict {
  for (const guard of guards) {
    const verdict = guard(state);
    if (verdict) return verdict;
  }
  return null;
}

/** The redirect of a verdict, or null (a pass, or a removed route, which has none). */
export const redirectOf = (verdict: GuardVerdict): string | null =>
  verdict && 'redirect' in verdict ? verdict.redirect : null;
