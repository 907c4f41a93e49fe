import * as Y from 'yjs';
import { pageSchema, type Page } from '../model';
import { writeProperties } from './blockMaps';
import { readFlags, writeFlags } from './flagMap';
import type { FlagMap } from './schema';

/** Everything of a page but its blocks: what the `page` and `pageProperties` maps hold. */
export type PageFields = Omit<Page, 'blocks'>;

/** Page fields stored as plain values in the `page` map (flags and properties have their own maps). */
const PLAIN_FIELDS = [
  'id',
  'uuid',
  'url',
  'layout',
  'preloadables',
  'version',
  'divisionId',
  'published',
  'sitemap',
  'edited',
  'keyPhraseCampaignId',
  'mode',
  'theme',
] as const satisfies readonly (keyof PageFields)[];

const FLAGS = 'flags';

/** What an empty document reads as: the model's defaults (no id or uuid yet). */
const { blocks: _noBlocks, ...DEFAULT_FIELDS } = pageSchema.parse({});

const sameValue = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) ||
  (Array.isArray(a) &&
    Array.isArray(b) &&
    a.length === b.length &&
    a.every((item, i) => Object.is(item, b[i])));

/**
 * Writes the page fields and page properties that differ from `before` (null: write all).
 * Must run inside a transaction. Optional fields (id, uuid) that become undefined are removed.
 */
export function writePageFields(
  pageMap: Y.Map<unknown>,
  propertiesMap: Y.Map<unknown>,
  before: PageFields | null,
  after: PageFields,
): void {
  for (const field of PLAIN_FIELDS) {
    const value = after[field];
    if (before && sameValue(before[field], value)) continue;
    if (value === undefined) pageMap.delete(field);
    else pageMap.set(field, value);
  }
  let flags = pageMap.get(FLAGS);
  if (!(flags instanceof Y.Map)) flags = pageMap.set(FLAGS, new Y.Map<true>());
  writeFlags(flags as FlagMap, before?.flags ?? [], after.flags);
  if (before?.properties === after.properties) return;
  writeProperties(
    propertiesMap,
    unwrapProperties(before?.properties ?? {}),
    unwrapProperties(after.properties),
  );
}

/** `{ title: { value: 'About' } }` -> `{ title: 'About' }`: the map holds the bare values. */
function unwrapProperties(
  properties: Readonly<Record<string, { value: unknown }>>,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(properties).map(([key, { value }]) => [key, value]));
}

/** The page fields a document holds; fields it lacks read as the model's defaults. */
export function readPageFields(pageMap: Y.Map<unknown>, propertiesMap: Y.Map<unknown>): PageFields {
  const fields: Record<string, unknown> = {};
  for (const field of PLAIN_FIELDS) {
    if (pageMap.has(field)) fields[field] = pageMap.get(field);
    else if (field in DEFAULT_FIELDS) fields[field] = DEFAULT_FIELDS[field];
  }
  const flags = pageMap.get(FLAGS);
  fields[FLAGS] = flags instanceof Y.Map ? readFlags(flags as FlagMap) : [];
  const properties: Record<string, { value: unknown }> = { ...DEFAULT_FIELDS.properties };
  for (const [key, value] of propertiesMap.entries()) properties[key] = { value };
  fields.properties = properties;
  return fields as PageFields;
}
