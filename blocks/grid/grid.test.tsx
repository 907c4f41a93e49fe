import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlock } from '../testing';
import grid from './index';

describeBlockContract(grid, { name: 'grid', mail: false });

describe('grid', () => {
  it('defaults to 2 columns on xs, 3 on md and 4 on lg', () => {
    expect(grid.properties.parse({})).toStrictEqual({ columnsXs: 2, columnsMd: 3, columnsLg: 4 });
    expect(renderBlock(grid)).toContain(
      '--grid-columns-xs:2;--grid-columns-md:3;--grid-columns-lg:4',
    );
  });

  it('switches column counts at md (768px) and lg (992px)', () => {
    expect(grid.styles).toMatch(
      /@media \(min-width: 768px\) \{\s*\.block-grid__items \{ grid-template-columns: repeat\(var\(--grid-columns-md, 3\)/,
    );
    expect(grid.styles).toMatch(
      /@media \(min-width: 992px\) \{\s*\.block-grid__items \{ grid-template-columns: repeat\(var\(--grid-columns-lg, 4\)/,
    );
  });

  it('gaps 0.5em on xs and 1em from sm (576px)', () => {
    expect(grid.styles).toMatch(/\.block-grid__items \{\s*display: grid;[^}]*gap: 0\.5em;/);
    expect(grid.styles).toMatch(
      /@media \(min-width: 576px\) \{\s*\.block-grid__items \{ gap: 1em; \}/,
    );
  });

  it('lays its items in its own equal columns, not the page grid', () => {
    const html = renderBlock(
      grid,
      { columnsXs: 1 },
      { children: <div className="pb-cell">a</div> },
    );
    expect(html).toContain('<div class="block-grid__items"><div class="pb-cell">a</div></div>');
    expect(html).not.toContain('pb-grid');
    expect(grid.styles).toContain('.block-grid__items > * { grid-column: auto !important;');
  });

  it('refuses more than 6 columns', () => {
    expect(grid.properties.safeParse({ columnsLg: 7 }).success).toBe(false);
  });
});
