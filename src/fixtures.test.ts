import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createConditionRegistry } from './conditions';
import { visitorContext } from './conditions/testContext';
import { pageSchema, type Block, type Page } from './model';
import {
  isHomepage,
  isOldStylePage,
  pageSavedState,
  preparePageForSave,
  visibleItems,
} from './rules';

/**
 * The foundation fixture pages (fixtures/pages) are the public page format in miniature:
 * each must parse, survive a save (saved state, JSON, parse) unchanged, and use only the
 * registered block types and their default property names.
 */
const FIXTURES = new URL('../fixtures/pages/', import.meta.url);
const names = readdirSync(FIXTURES).filter((name) => name.endsWith('.json'));
const load = (name: string): unknown => JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8'));
const fixture = (name: string): Page => pageSchema.parse(load(name));

const FOUNDATION_PAGES = [
  'homepage.json',
  'about.json',
  'v1-old-style.json',
  'nested-rows.json',
  'unpublished-and-conditional.json',
];
const SPECIAL_PROPERTIES = ['template', 'published', 'conditions'];
const ALLOWED_PROPERTIES: Record<string, string[]> = {
  textBlock: ['html', 'font', 'textColor', 'backgroundColour', 'borderRadius', 'truncateHeight'],
  button: ['text', 'href', 'primary'],
  spacer: ['height'],
  row: [],
  banner: [
    'title',
    'copy',
    'image',
    'actions',
    'minHeight',
    'horizontalAlignment',
    'verticalAlignment',
  ],
  image: ['src', 'alt'],
  quote: ['quote', 'author'],
  // The spec's title, sortBy and limit, and our collection filter (blocks/productList).
  productList: ['title', 'sortBy', 'limit', 'collection'],
};

const everyBlock = (blocks: readonly Block[]): Block[] =>
  blocks.flatMap((block) => [block, ...everyBlock(block.items)]);

describe('fixture pages', () => {
  it('include the five foundation pages', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'homepage.json',
        'about.json',
        'v1-old-style.json',
        'nested-rows.json',
        'unpublished-and-conditional.json',
      ]),
    );
  });

  it.each(names)('%s parses with pageSchema', (name) => {
    expect(pageSchema.safeParse(load(name)).error).toBeUndefined();
  });

  it.each(names)('%s round-trips: parse, saved state, parse gives the same page', (name) => {
    const page = fixture(name);
    const saved = JSON.parse(JSON.stringify(pageSavedState(page)));
    expect(pageSchema.parse(saved)).toStrictEqual(page);
  });

  it.each(names)(
    '%s is already in the form a save sends: url normalised, homepage flag right',
    (name) => {
      const page = fixture(name);
      const prepared = preparePageForSave(page);
      expect([prepared.url, prepared.flags]).toStrictEqual([page.url, page.flags]);
    },
  );

  // The five foundation pages keep to the spec's own names; pages that exercise every
  // block type are checked against the block registry in tests/fixtures.test.ts.
  it.each(FOUNDATION_PAGES)('%s uses only the spec block types and property names', (name) => {
    for (const block of everyBlock(fixture(name).blocks)) {
      const allowed = ALLOWED_PROPERTIES[block.type];
      expect(allowed, `block type ${block.type}`).toBeDefined();
      const unexpected = Object.keys(block.properties).filter(
        (key) => !allowed?.includes(key) && !SPECIAL_PROPERTIES.includes(key),
      );
      expect(unexpected, `${block.type} properties`).toStrictEqual([]);
    }
  });

  it('has one homepage, at /', () => {
    expect(names.filter((name) => isHomepage(fixture(name)))).toStrictEqual(['homepage.json']);
    expect(fixture('homepage.json').flags).toStrictEqual(['homepage']);
  });

  it('has v2 blocks everywhere except on the v1 page', () => {
    expect(names.filter((name) => isOldStylePage(fixture(name)))).toStrictEqual([
      'v1-old-style.json',
    ]);
  });

  it('nests rows three deep on the nested-rows page', () => {
    const depth = (blocks: readonly Block[]): number =>
      Math.max(0, ...blocks.map((block) => 1 + depth(block.items)));
    expect(depth(fixture('nested-rows.json').blocks)).toBe(4);
  });

  it('shows shoppers and sellers different blocks of the unpublished-and-conditional page', () => {
    const page = fixture('unpublished-and-conditional.json');
    const conditions = createConditionRegistry({ log: () => undefined });
    const orders = (blocks: Block[]) => blocks.map((block) => block.order);
    const signedOutBeforeCutoff = {
      mode: 'native' as const,
      conditions,
      context: visitorContext(),
    };
    expect(orders(visibleItems(page.blocks, signedOutBeforeCutoff))).toStrictEqual([0, 7]);
    const signedInWithBasketAfterCutoff = {
      mode: 'preview' as const,
      conditions,
      context: visitorContext({
        user: { internal: false, verified: true, dashboardAccess: true },
        basket: { itemCount: 2 },
        now: Date.parse('2026-12-20T10:00:00Z'),
      }),
    };
    expect(orders(visibleItems(page.blocks, signedInWithBasketAfterCutoff))).toStrictEqual([
      1, 2, 3, 4, 5,
    ]);
  });
});
