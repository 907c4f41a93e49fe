import { cloneWithFreshIds } from '../../src/commands';
import type { Block, Page, PageInput } from '../../src/model';
import { normalizePageUrl, PAGE_FLAGS } from '../../src/rules';

/** What a blank page is called until the seller names it. */
export const NEW_PAGE_TITLE = 'New page';

/** The title of a duplicate: `Copy of About us`. */
export const copyTitle = (title: string): string => `Copy of ${title || 'untitled page'}`;

/**
 * A url no other page of the store uses (urls are unique per store). The wanted url is
 * normalised; the homepage's `/` (or no url) is never reused, the title's slug is used
 * instead, so a copy or template never becomes a second homepage. A taken url gets the
 * first free number: `/about/` -> `/about-2/`.
 */
export function uniquePageUrl(
  wanted: string | null,
  title: string,
  taken: Iterable<string | null>,
): string {
  const used = new Set(taken);
  const normalised = normalizePageUrl(wanted);
  const base =
    normalised && normalised !== '/' ? normalised : (normalizePageUrl(title) ?? '/page/');
  if (!used.has(base)) return base;
  const stem = base.slice(0, -1);
  for (let n = 2; ; n += 1) {
    const candidate = `${stem}-${n}/`;
    if (!used.has(candidate)) return candidate;
  }
}

/** Blocks copied with fresh ids, no longer tied to the page they came from. */
const freshBlocks = (blocks: readonly Block[]): Block[] =>
  blocks.map((block) => detach(cloneWithFreshIds(block)));
const detach = (block: Block): Block => ({ ...block, page: null, items: block.items.map(detach) });

/**
 * A new page made from an existing one (a duplicate, or a template): fresh block ids,
 * no id, uuid or version (the server gives them), no homepage flag, the store's division,
 * a unique url, and the given title. Everything else (layout, theme, settings, published
 * state) is kept, so the copy looks like its source.
 */
export function copyOfPage(
  source: Page,
  {
    title,
    divisionId,
    takenUrls,
  }: { title: string; divisionId: number; takenUrls: Iterable<string | null> },
): PageInput {
  const { id: _id, uuid: _uuid, version: _version, ...rest } = source;
  return {
    ...rest,
    url: uniquePageUrl(source.url, title, takenUrls),
    divisionId,
    edited: null,
    flags: source.flags.filter((flag) => flag !== PAGE_FLAGS.homepage),
    properties: { ...source.properties, title: { value: title } },
    blocks: freshBlocks(source.blocks),
  };
}

/** A blank page named 'New page' at a free url (`/new-page/`, `/new-page-2/`...). */
export function blankPage(divisionId: number, takenUrls: Iterable<string | null>): PageInput {
  return {
    url: uniquePageUrl(null, NEW_PAGE_TITLE, takenUrls),
    divisionId,
    properties: { title: { value: NEW_PAGE_TITLE } },
    blocks: [],
  };
}
