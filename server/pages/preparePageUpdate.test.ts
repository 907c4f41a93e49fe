// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PermissionDeniedError, ValidationError } from '../../src/errors';
import { pageSchema } from '../../src/model';
import { createRegistry, defineBlock } from '../../src/registry';
import type { StoredPage } from './repository';
import { HOMEPAGE_URL_MESSAGE, preparePageUpdate, URL_TAKEN_MESSAGE } from './preparePageUpdate';

const Nothing = () => null;
const registry = createRegistry([
  defineBlock({
    name: 'textBlock',
    title: 'Text',
    description: '',
    category: 'content',
    fields: [],
    component: Nothing,
    properties: z.object({ html: z.string().default('') }),
  }),
]);

const stored = (url: string, isHomepage = false): StoredPage => ({
  page: pageSchema.parse({ id: 9, url, version: 4, divisionId: 2 }),
  divisionId: 2,
  isHomepage,
});

/** Urls already used in store 2, by page id. */
const pagesWith = (taken: Record<string, number>) => ({
  urlTaken: async (divisionId: number, url: string, exceptId?: number) =>
    divisionId === 2 && taken[url] !== undefined && taken[url] !== exceptId,
});

const division = { id: 2, pro: false };

async function failure(run: Promise<unknown>): Promise<unknown> {
  try {
    await run;
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

describe('preparePageUpdate', () => {
  it('answers the normalised page and the columns it is stored with', async () => {
    const prepared = await preparePageUpdate(
      { pages: pagesWith({}), registry },
      { division, current: stored('/about/'), body: { url: 'Our Story', version: 4 } },
    );
    expect(prepared.page.url).toBe('/our-story/');
    expect(prepared.columns).toStrictEqual({
      url: '/our-story/',
      isHomepage: false,
      published: true,
    });
  });

  it('lets a page keep its own url but not take another page’s', async () => {
    const deps = { pages: pagesWith({ '/about/': 9, '/faq/': 10 }), registry };
    await expect(
      preparePageUpdate(deps, { division, current: stored('/about/'), body: { url: '/about/' } }),
    ).resolves.toBeDefined();
    const error = await failure(
      preparePageUpdate(deps, { division, current: stored('/about/'), body: { url: '/faq/' } }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues).toStrictEqual([
      { field: 'url', message: URL_TAKEN_MESSAGE },
    ]);
  });

  it('keeps the homepage at /', async () => {
    const error = await failure(
      preparePageUpdate(
        { pages: pagesWith({}), registry },
        { division, current: stored('/', true), body: { url: '/home/' } },
      ),
    );
    expect((error as ValidationError).issues).toStrictEqual([
      { field: 'url', message: HOMEPAGE_URL_MESSAGE },
    ]);
  });

  it('refuses to move a page into another store', async () => {
    const error = await failure(
      preparePageUpdate(
        { pages: pagesWith({}), registry },
        { division, current: stored('/about/'), body: { url: '/about/', divisionId: 3 } },
      ),
    );
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect((error as Error).message).toBe(
      "Oops... Looks like you're trying to access a page from another store",
    );
  });

  it('refuses an unregistered block type with the spec message', async () => {
    const body = {
      url: '/about/',
      blocks: [{ id: 'b1', uid: 'b1', type: 'mystery', properties: {} }],
    };
    const error = await failure(
      preparePageUpdate(
        { pages: pagesWith({}), registry },
        { division, current: stored('/about/'), body },
      ),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(JSON.stringify((error as ValidationError).issues)).toContain(
      "Block type of mystery hasn't been registered",
    );
  });
});
