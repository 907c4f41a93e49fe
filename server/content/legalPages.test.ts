import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { hashPassword } from '../accounts/passwords';
import { createSellerWithStore } from '../accounts/sellerStore';
import { createRepositories } from '../db/repos';
import { testDatabaseKinds, type TestDatabase } from '../../tests/server/support/databases';
import { helpPageTemplates } from './helpPages';
import { LEGAL_PAGE_URLS, legalPageTemplates } from './legalPages';

describe('legal page templates', () => {
  it('write the store name into each page, escaped', () => {
    const pages = legalPageTemplates('Bits & <Bobs>');
    expect(pages.map((page) => page.url)).toEqual([...LEGAL_PAGE_URLS]);
    const html = JSON.stringify(pages);
    expect(html).toContain('Bits &#38; &#60;Bobs&#62;');
    expect(html).not.toContain('<Bobs>');
  });
});

describe.each(testDatabaseKinds())('a new store on $dialect', (kind) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await kind.open();
  });
  afterEach(async () => {
    await test.dispose();
  });

  it('starts with its four legal pages and its help pages published beside the homepage', async () => {
    await createSellerWithStore(
      test.handle.db,
      registry,
      { email: 'new@seller.test', passwordHash: await hashPassword('a long enough password') },
      { subdomain: 'newshop', name: 'New Shop' },
    );
    const repos = createRepositories(test.handle.db);
    const store = (await repos.divisions.findBySubdomain('newshop'))!;
    const pages = await repos.pages.listByDivision(store.id);
    const expected = ['/', ...LEGAL_PAGE_URLS, ...helpPageTemplates('').map((page) => page.url)];
    expect(pages.map((page) => page.page.url).sort()).toEqual(expected.sort());
    const versions = await test.handle.db.selectFrom('page_versions').select('url').execute();
    expect(versions.map((row) => row.url).sort()).toEqual(expected.sort());
  });
});
