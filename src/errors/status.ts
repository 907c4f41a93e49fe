/**
 * Status matching of the spec: `x` is a digit wildcard and `*` matches any code.
 * `matchesStatus(404, '4xx')` is true; `matchesStatus(500, '*')` is true.
 */
export function matchesStatus(status: number, pattern: string): boolean {
  if (pattern === '*') return true;
  const code = String(status);
  if (code.length !== pattern.length) return false;
  for (let i = 0; i < pattern.length; i += 1) {
    const want = pattern[i];
    if (want !== 'x' && want !== 'X' && want !== code[i]) return false;
  }
  return true;
}

/** Status 0 is a cancelled request; 202 an accepted response. */
export const isCancelledStatus = (status: number): boolean => status === 0;
export const isAcceptedStatus = (status: number): boolean => status === 202;
