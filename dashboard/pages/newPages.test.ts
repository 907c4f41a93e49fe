import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blockIds } from '../../src/commands';
import { pageSchema, sequentialIds, setIdGenerator, type Block } from '../../src/model';
import { blankPage, copyOfPage, copyTitle, uniquePageUrl } from './newPages';
import { PAGE_TEMPLATES } from './pageTemplates';

let restoreIds: () => void;
beforeEach(() => {
  restoreIds = setIdGenerator(sequentialIds('fresh'));
});
afterEach(() => restoreIds());

const homepage = PAGE_TEMPLATES.find((template) => template.id === 'homepage')!.page;
const nested = PAGE_TEMPLATES.find((template) => template.id === 'nested-rows')!.page;
const allBlocks = (blocks: readonly Block[]): Block[] =>
  blocks.flatMap((block) => [block, ...allBlocks(block.items)]);

describe('uniquePageUrl', () => {
  it('keeps a free url, normalised', () => {
    expect(uniquePageUrl('/About Us/', 'About us', ['/'])).toBe('/about-us/');
  });

  it('numbers a taken url', () => {
    expect(uniquePageUrl('/about/', 'About', ['/about/', '/about-2/'])).toBe('/about-3/');
    expect(uniquePageUrl('/lookbook/autumn/', 'Autumn', ['/lookbook/autumn/'])).toBe(
      '/lookbook/autumn-2/',
    );
  });

  it('never makes a second homepage: / and no url use the title', () => {
    expect(uniquePageUrl('/', 'Home', ['/'])).toBe('/home/');
    expect(uniquePageUrl(null, 'Copy of Home', [])).toBe('/copy-of-home/');
    expect(uniquePageUrl(null, '???', [])).toBe('/page/');
  });
});

describe('blankPage', () => {
  it("is an empty page called 'New page' at a free url", () => {
    expect(blankPage(318, ['/', '/new-page/'])).toEqual({
      url: '/new-page-2/',
      divisionId: 318,
      properties: { title: { value: 'New page' } },
      blocks: [],
    });
    expect(pageSchema.safeParse(blankPage(318, [])).success).toBe(true);
  });
});

describe('copyOfPage', () => {
  it('copies a page with fresh block ids, detached from its source', () => {
    const copy = pageSchema.parse(
      copyOfPage(nested, {
        title: copyTitle('Autumn lookbook'),
        divisionId: 7,
        takenUrls: ['/lookbook/autumn/'],
      }),
    );
    expect(copy.id).toBeUndefined();
    expect(copy.uuid).toBeUndefined();
    expect(copy.version).toBe(0);
    expect(copy.divisionId).toBe(7);
    expect(copy.url).toBe('/lookbook/autumn-2/');
    expect(copy.properties.title.value).toBe('Copy of Autumn lookbook');
    const before = new Set(blockIds(nested.blocks));
    const after = blockIds(copy.blocks);
    expect(after).toHaveLength(before.size);
    expect(after.every((id) => id.startsWith('fresh-') && !before.has(id))).toBe(true);
    expect(allBlocks(copy.blocks).every((block) => block.page === null)).toBe(true);
  });

  it('keeps what the page looks like and never copies the homepage flag', () => {
    const copy = copyOfPage(homepage, {
      title: copyTitle('Home'),
      divisionId: 318,
      takenUrls: ['/'],
    });
    expect(copy.url).toBe('/copy-of-home/');
    expect(copy.flags).toEqual([]);
    expect(copy.theme).toBe(homepage.theme);
    expect(copy.layout).toBe(homepage.layout);
    expect(homepage.flags).toContain('homepage');
  });

  it('leaves the source untouched', () => {
    const before = JSON.stringify(nested);
    copyOfPage(nested, { title: 'x', divisionId: 1, takenUrls: [] });
    expect(JSON.stringify(nested)).toBe(before);
  });
});

describe('PAGE_TEMPLATES', () => {
  it('offers the fixture pages by their titles', () => {
    expect(PAGE_TEMPLATES.map((template) => template.title)).toEqual([
      'Home',
      'About us',
      'Autumn lookbook',
      'Winter sale',
      'Size guide',
    ]);
  });
});
