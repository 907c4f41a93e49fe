import type { Block } from '../model';
import type { AnyBlockType } from './types';

/** The property key that records which version of its type a block was saved with. */
export const BLOCK_VERSION_KEY = 'blockVersion';

/** Reads the stored version; blocks saved before versioning count as version 1. */
export function storedVersion(properties: Record<string, unknown>): number {
  const raw = Number(properties[BLOCK_VERSION_KEY]);
  return Number.isInteger(raw) && raw >= 1 ? raw : 1;
}

/**
 * Runs the named migrations from the stored version up to the type's current version.
 * Returns the same object when nothing had to change, so callers can tell.
 */
export function migrateProperties(
  type: AnyBlockType,
  properties: Record<string, unknown>,
): Record<string, unknown> {
  let version = storedVersion(properties);
  if (version >= type.version) return properties;
  let next = { ...properties };
  while (version < type.version) {
    const migration = type.migrations[version - 1];
    if (migration) next = migration.up(next);
    version += 1;
  }
  next[BLOCK_VERSION_KEY] = type.version;
  return next;
}

const parsedCache = new WeakMap<object, unknown>();

/**
 * The block's properties as its component sees them: migrated, then parsed with the
 * type's schema (defaults applied). A stored value that no longer parses falls back to
 * its default rather than breaking the page. Memoised per properties object, so a
 * re-render of an unchanged block does no work.
 */
export function readProperties<P>(type: AnyBlockType, block: Block): P {
  const cached = parsedCache.get(block.properties);
  if (cached !== undefined) return cached as P;
  const migrated = migrateProperties(type, block.properties);
  let result = type.properties.safeParse(migrated);
  if (!result.success) {
    const bad = new Set(result.error.issues.map((issue) => String(issue.path[0])));
    const kept = Object.fromEntries(Object.entries(migrated).filter(([key]) => !bad.has(key)));
    result = type.properties.safeParse(kept);
  }
  const value = (result.success ? result.data : type.properties.parse({})) as P;
  parsedCache.set(block.properties, value);
  return value;
}
