/**
 * A blog tag as stored and as it appears in /blog/tagged/{tag}/: trimmed, lower-case,
 * inner spaces as single hyphens, at most 50 characters; null when nothing is left.
 */
export const MAX_BLOG_TAG_LENGTH = 50;

export function normaliseBlogTag(value: string): string | null {
  const tag = value.trim().toLowerCase().replace(/\s+/g, '-').slice(0, MAX_BLOG_TAG_LENGTH);
  return tag === '' ? null : tag;
}

/** The tag's words as a heading reads them: hyphens as spaces. */
export const blogTagLabel = (tag: string): string => tag.replace(/-/g, ' ');
