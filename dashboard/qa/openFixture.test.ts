import { describe, expect, it, vi } from 'vitest';
import { pageSchema } from '../../src/model';
import { fakeEditorApi } from '../../editor/panels/testing/testKit';
import { openFixture } from './openFixture';

const fixture = {
  name: 'nested-rows',
  kind: 'page' as const,
  description: 'Nested rows',
  page: pageSchema.parse({
    id: 9,
    uuid: 'u',
    url: '/nested/',
    properties: { title: { value: 'Nested rows' } },
    blocks: [{ id: 'b', uid: 'b', type: 'spacer' }],
  }),
};

describe('openFixture', () => {
  it('creates the fixture’s copy at /qa/<name>/ the first time, without its ids', async () => {
    const createPage = vi.fn(async (_division: number, page: unknown) =>
      pageSchema.parse({ ...(page as object), id: 40 }),
    );
    const api = fakeEditorApi({ listPages: async () => [], createPage });
    const page = await openFixture(api, 1, fixture, []);
    expect(page.id).toBe(40);
    const sent = createPage.mock.calls[0]?.[1] as { url: string; id?: number; uuid?: string };
    expect(sent.url).toBe('/qa/nested-rows/');
    expect(sent.id).toBeUndefined();
    expect(sent.uuid).toBeUndefined();
  });

  it('brings an earlier copy up to date on its current version', async () => {
    const savePage = vi.fn(async (_division: number, page: unknown) => pageSchema.parse(page));
    const api = fakeEditorApi({
      listPages: async () => [
        {
          id: 41,
          url: '/qa/nested-rows/',
          title: 'Nested rows',
          ogImage: null,
          published: true,
          edited: null,
          isHomepage: false,
        },
      ],
      getPage: async () => pageSchema.parse({ id: 41, url: '/qa/nested-rows/', version: 7 }),
      savePage,
    });
    await openFixture(api, 1, fixture, []);
    expect(savePage.mock.calls[0]?.[1]).toMatchObject({
      id: 41,
      version: 7,
      url: '/qa/nested-rows/',
    });
  });
});
