import { readFileSync, readdirSync } from 'node:fs';
import { pageSchema, type Block, type Page } from '../../model';
import { blockIds } from '../../commands';
import { pageDocBinding } from '../pageDocBinding';

/** Test helpers shared by this folder's tests: fixture pages and large generated pages. */

/** The document functions for tests: textBlock has rich text, as the product's registry says. */
export const testPageDoc = pageDocBinding({ hasRichText: (type) => type === 'textBlock' });

const FIXTURES = new URL('../../../fixtures/pages/', import.meta.url);

export const fixtureNames = (): string[] =>
  readdirSync(FIXTURES).filter((name) => name.endsWith('.json'));

export const fixturePage = (name: string): Page =>
  pageSchema.parse(JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8')));

/**
 * A page of `rows` top-level rows, each holding `inner` rows of `texts` text blocks
 * (rows * (1 + inner * (1 + texts)) blocks). Ids say where a block is: `r3`, `r3.2`, `r3.2.7`.
 */
export function gridPage(rows: number, inner: number, texts: number): Page {
  const block = (
    id: string,
    type: string,
    order: number,
    parent: string | null,
    items: unknown[] = [],
  ) => ({
    id,
    uid: id,
    type,
    order,
    parent,
    properties: { template: 'v2', ...(type === 'textBlock' ? { html: `<p>${id}</p>` } : {}) },
    items,
  });
  return pageSchema.parse({
    id: 7,
    url: '/big/',
    blocks: Array.from({ length: rows }, (_, r) =>
      block(
        `r${r}`,
        'row',
        r,
        null,
        Array.from({ length: inner }, (_, i) =>
          block(
            `r${r}.${i}`,
            'row',
            i,
            `r${r}`,
            Array.from({ length: texts }, (_, t) =>
              block(`r${r}.${i}.${t}`, 'textBlock', t, `r${r}.${i}`),
            ),
          ),
        ),
      ),
    ),
  });
}

/** Every block of a page by id. */
export function blocksById(page: Page): Map<string, Block> {
  const byId = new Map<string, Block>();
  const visit = (blocks: readonly Block[]) =>
    blocks.forEach((block) => {
      byId.set(block.id, block);
      visit(block.items);
    });
  visit(page.blocks);
  return byId;
}

export const allIds = (page: Page): string[] => blockIds(page.blocks);
