import { pageSchema, type Page } from '../../src/model';

/**
 * Fields the server owns (columns, and `edited`, stamped by every write): a store never
 * compares them, so a document whose only difference is an older `edited` is no new version.
 */
const SERVER_OWNED = new Set(['id', 'uuid', 'version', 'divisionId', 'edited']);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

const contentOf = (page: Page): string => {
  const parsed: Record<string, unknown> = { ...pageSchema.parse(page) };
  for (const field of SERVER_OWNED) delete parsed[field];
  return JSON.stringify(canonical(parsed));
};

/**
 * Whether two versions of a page hold the same content (key order and server-owned
 * fields aside). The collaboration server bumps the version only when the page JSON
 * changes: typing in a rich text changes the document but not the JSON until the editor
 * writes its html, and that should not make a new version of the page.
 */
export const samePageContent = (a: Page, b: Page): boolean => contentOf(a) === contentOf(b);
