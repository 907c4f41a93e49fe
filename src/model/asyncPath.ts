import { z } from 'zod';
import { fail, ok, type Result } from './result';

/**
 * Block properties `asyncItems` and `asyncData` name GET paths that return a block's
 * items and data (the paths themselves are the seller's choice).
 * A seller types them, so they are checked before any request: a path relative to
 * /omnis/v3 (a leading `/omnis/v3` is tolerated and dropped), one leading slash, no
 * scheme or host, no `.`/`..` segments, only URL path characters; `{division}` stands for
 * the page's store. An optional query string is split off for `get(path, query)`.
 */
export const ASYNC_PATH_MESSAGE =
  'Enter a path under /omnis/v3, such as /division/{division}/products/';
export const ASYNC_PATH_NEEDS_DIVISION =
  'This path needs a store ({division}), but the page has none';

const API_PREFIX = '/omnis/v3';
const PATH_CHARACTERS = /^\/[A-Za-z0-9\-._~/{}%]*$/;
const PLACEHOLDER = /\{([^}]*)\}/g;

export interface AsyncPath {
  path: string;
  query: Record<string, string>;
}

function splitPath(raw: string): { path: string; search: string } | null {
  const trimmed = raw.trim();
  const questionMark = trimmed.indexOf('?');
  let path = questionMark === -1 ? trimmed : trimmed.slice(0, questionMark);
  const search = questionMark === -1 ? '' : trimmed.slice(questionMark + 1);
  if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`))
    path = path.slice(API_PREFIX.length) || '/';
  if (!PATH_CHARACTERS.test(path) || path.startsWith('//')) return null;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  if (/%(2e|2f|5c)/i.test(path)) return null; // encoded dots or slashes smuggle traversal
  for (const [, name] of path.matchAll(PLACEHOLDER)) if (name !== 'division') return null;
  if (/[{}]/.test(path.replace(PLACEHOLDER, ''))) return null;
  if (/[#\s]/.test(search)) return null;
  return { path, search };
}

/** True when `raw` is a usable async path (the check the properties schemas use). */
export function isAsyncPath(raw: string): boolean {
  return splitPath(raw) !== null;
}

/** An optional async path property: empty means "not set". */
export const asyncPathProperty = z
  .string()
  .trim()
  .refine((value) => value === '' || isAsyncPath(value), ASYNC_PATH_MESSAGE)
  .default('');

/** Resolves a seller's async path for a page of store `divisionId`. */
export function resolveAsyncPath(
  raw: string,
  divisionId: number | null,
): Result<AsyncPath, string> {
  const split = splitPath(raw);
  if (!split) return fail(ASYNC_PATH_MESSAGE);
  if (split.path.includes('{division}') && divisionId === null)
    return fail(ASYNC_PATH_NEEDS_DIVISION);
  const path = split.path.replaceAll('{division}', String(divisionId));
  const query = Object.fromEntries(new URLSearchParams(split.search));
  return ok({ path, query });
}
