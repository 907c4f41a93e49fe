/** The ellipsis truncation appends: one character, U+2026. */
export const ELLIPSIS = '\u2026';

/**
 * Cuts text to at most `maxLength` characters and appends an ellipsis when anything was
 * cut (so the result is at most `maxLength + 1` characters). Counts code points, so an
 * emoji is never split in half, and drops trailing spaces before the ellipsis.
 */
export function truncate(text: string, maxLength: number): string {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  return characters.slice(0, Math.max(0, maxLength)).join('').trimEnd() + ELLIPSIS;
}
