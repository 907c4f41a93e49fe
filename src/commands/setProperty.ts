import { blockPropertiesSchema, fail, ok, type Page, type Result } from '../model';
import { commandErrors, type CommandError } from './errors';
import { locateBlock, replaceAt } from './tree';

export interface SetPropertyArgs {
  id: string;
  key: string;
  /** The new value; undefined removes the key (JSON cannot hold undefined). */
  value: unknown;
}

/**
 * Sets one property of a block. The special properties (published, conditions,
 * itemFactory) are checked against the model so a command can never make a page that
 * fails to parse; other keys belong to the block type's schema, which reads them later.
 */
export function setProperty(
  page: Page,
  { id, key, value }: SetPropertyArgs,
): Result<Page, CommandError> {
  const location = locateBlock(page.blocks, id);
  if (!location) return fail(commandErrors.blockNotFound(id));
  const { block } = location;
  const current = block.properties;
  const unchanged =
    value === undefined ? !Object.hasOwn(current, key) : Object.is(current[key], value);
  if (unchanged) return ok(page);

  const next: Record<string, unknown> = { ...current, [key]: value };
  if (value === undefined) delete next[key];
  const checked = blockPropertiesSchema.safeParse(next);
  if (!checked.success)
    return fail(
      commandErrors.invalidProperty(key, checked.error.issues[0]?.message ?? 'invalid value'),
    );
  return ok(replaceAt(page, location, { ...block, properties: next }));
}
