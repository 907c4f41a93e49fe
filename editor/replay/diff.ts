/** One difference between two JSON values: where, and what each side holds. */
export interface JsonDifference {
  path: string;
  expected: unknown;
  actual: unknown;
}

/**
 * The differences between two JSON values, path by path (`blocks.2.properties.text`).
 * Arrays compare index by index; a missing key and an undefined one are the same.
 */
export function jsonDiff(expected: unknown, actual: unknown, path = ''): JsonDifference[] {
  if (Object.is(expected, actual)) return [];
  const bothObjects =
    typeof expected === 'object' &&
    expected !== null &&
    typeof actual === 'object' &&
    actual !== null;
  if (!bothObjects || Array.isArray(expected) !== Array.isArray(actual)) {
    return [{ path: path || '(root)', expected, actual }];
  }
  const keys = new Set([...Object.keys(expected as object), ...Object.keys(actual as object)]);
  return [...keys].flatMap((key) =>
    jsonDiff(
      (expected as Record<string, unknown>)[key],
      (actual as Record<string, unknown>)[key],
      path ? `${path}.${key}` : key,
    ),
  );
}
