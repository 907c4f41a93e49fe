interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * Where a request value holds a NUL character (U+0000), as a dotted field path (`''` for
 * the value itself), or null when it holds none. No text column can store NUL on
 * PostgreSQL and no field of ours means one, so the server refuses such input whole.
 * Walks keys and strings without recursion (the value is untrusted and may nest deeply),
 * and builds the path only for the field it reports.
 */
export function nulFieldOf(value: unknown): string | null {
  const pending: Visit[] = [{ value, key: '', parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(visit);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    for (const [key, child] of Object.entries(current)) {
      const next = { value: child, key, parent: visit };
      if (key.includes('\u0000')) return pathOf(next);
      pending.push(next);
    }
  }
  return null;
}
