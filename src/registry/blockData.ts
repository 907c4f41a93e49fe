import { z } from 'zod';
import { fail, ok, type Result } from '../model/result';
import { resolveAsyncPath } from '../model/asyncPath';
import type { BlockLoadArgs } from './types';

/**
 * What a data block's `load` returns: the validated data, or why it could not be read.
 * Loads never throw, so a block always renders one of its states (loading while the
 * result is undefined, then data, empty or error); the reason is for sellers in the
 * editor and for logs, never shown to shoppers.
 */
export type BlockData<T> = Result<T, string>;

type Get = BlockLoadArgs<unknown>['get'];
type Query = Parameters<Get>[1];

function describeFailure(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** GETs a path under /omnis/v3 and validates the body with `schema`. */
export async function getValidated<S extends z.ZodType>(
  get: Get,
  path: string,
  query: Query,
  schema: S,
): Promise<BlockData<z.output<S>>> {
  let body: unknown;
  try {
    body = await get(path, query);
  } catch (error) {
    return fail(`GET ${path} failed: ${describeFailure(error)}`);
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.map(String).join('.')}` : '';
  return fail(`GET ${path} answered an unexpected shape${where}: ${issue?.message ?? 'invalid'}`);
}

/** GETs a seller's async path (asyncItems, asyncData) after checking it. */
export async function getAsyncPath<S extends z.ZodType>(
  raw: string,
  divisionId: number | null,
  get: Get,
  schema: S,
): Promise<BlockData<z.output<S>>> {
  const resolved = resolveAsyncPath(raw, divisionId);
  if (!resolved.ok) return fail(resolved.error);
  return getValidated(get, resolved.value.path, resolved.value.query, schema);
}

/**
 * A list response: a bare array, or an object holding the array under `key` (as
 * paginated endpoints answer: `{ posts: [...], total }`). Either way the items.
 */
export function listResponse<S extends z.ZodType>(item: S, key: string) {
  const list = z.array(item);
  return z.union([
    list,
    z.looseObject({ [key]: list }).transform((body) => body[key] as z.output<typeof list>),
  ]);
}
