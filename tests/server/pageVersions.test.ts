import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageSchema } from '../../src/model';
import { createMigrator, migrateToLatest } from '../../server/db/migrate';
import { createRepositories, type Repositories } from '../../server/db/repos';
import { testDatabaseKinds, type TestDatabase } from './support/databases';
import { openStoreDatabase } from './support/stores';

/** Published versions and scheduled publishes (issue 14): one contract, SQLite and PostgreSQL. */
describe.each(testDatabaseKinds())('page versions on $dialect', ({ open }) => {
  let test: TestDatabase;
  let repos: Repositories;
  let divisionId: number;

  beforeEach(async () => {
    ({ test, repos, divisionId } = await openStoreDatabase(open));
  });
  afterEach(async () => {
    await test.dispose();
  });

  const aboutPage = (title = 'About') =>
    pageSchema.parse({ url: '/about/', properties: { title: { value: title } } });
  const columns = { url: '/about/', isHomepage: false, published: true };
  const seller = { id: null, name: 'Sam Seller' };

  it('keeps every publish, newest first, and shoppers read the newest while the draft moves on', async () => {
    const draft = await repos.pages.create(divisionId, 'uuid-1', aboutPage(), columns);
    const id = draft.page.id!;
    expect(await repos.pageVersions.latest(id)).toBeNull();
    expect(await repos.pageVersions.listLatest(divisionId)).toEqual([]);

    const first = await repos.pageVersions.publish(draft, seller, '2026-11-26T10:00:00.000Z');
    expect(first).toMatchObject({
      number: 1,
      publishedAt: '2026-11-26T10:00:00.000Z',
      publishedBy: seller,
    });
    expect(first.stored.page).toMatchObject({
      id,
      uuid: 'uuid-1',
      url: '/about/',
      version: 1,
      divisionId,
    });

    const saved = await repos.pages.update(
      id,
      1,
      { ...draft.page, url: '/moved/', properties: aboutPage('Draft').properties },
      { ...columns, url: '/moved/' },
    );
    expect(saved.status).toBe('saved');
    // The draft moved: shoppers still see version 1 at its published url.
    expect((await repos.pageVersions.latest(id))?.stored.page.properties.title.value).toBe('About');
    expect((await repos.pageVersions.findLatestByUrl(divisionId, '/about/'))?.number).toBe(1);
    expect(await repos.pageVersions.findLatestByUrl(divisionId, '/moved/')).toBeNull();

    if (saved.status !== 'saved') return;
    await repos.pageVersions.publish(saved.stored, null, '2026-11-26T11:00:00.000Z');
    expect((await repos.pageVersions.latest(id))?.stored.page).toMatchObject({
      url: '/moved/',
      version: 2,
    });
    expect(await repos.pageVersions.findLatestByUrl(divisionId, '/about/')).toBeNull();
    expect((await repos.pageVersions.listLatest(divisionId)).map((v) => v.number)).toEqual([2]);
    const history = await repos.pageVersions.list(id, 50);
    expect(history.map((v) => [v.number, v.publishedBy])).toEqual([
      [2, null],
      [1, seller],
    ]);
    expect((await repos.pageVersions.find(id, 1))?.stored.page.properties.title.value).toBe(
      'About',
    );
    expect(await repos.pageVersions.find(id, 3)).toBeNull();
  });

  it('numbers two publishes made at once one after the other', async () => {
    const draft = await repos.pages.create(divisionId, 'uuid-1', aboutPage(), columns);
    const made = await Promise.all([
      repos.pageVersions.publish(draft, null, 'a'),
      repos.pageVersions.publish(draft, null, 'b'),
    ]);
    expect(made.map((v) => v.number).sort()).toEqual([1, 2]);
  });

  it('keeps one schedule per page, claimed once', async () => {
    const draft = await repos.pages.create(divisionId, 'uuid-1', aboutPage(), columns);
    const id = draft.page.id!;
    await repos.pageVersions.schedule(id, '2026-12-01T09:00:00.000Z', seller, 'now');
    await repos.pageVersions.schedule(id, '2026-12-02T09:00:00.000Z', seller, 'now');
    expect(await repos.pageVersions.pendingSchedules()).toEqual([
      { pageId: id, divisionId, publishAt: '2026-12-02T09:00:00.000Z', scheduledBy: seller },
    ]);
    expect(await repos.pageVersions.claimSchedule(id, '2026-12-01T09:00:00.000Z')).toBe(false);
    expect(await repos.pageVersions.claimSchedule(id, '2026-12-02T09:00:00.000Z')).toBe(true);
    expect(await repos.pageVersions.claimSchedule(id, '2026-12-02T09:00:00.000Z')).toBe(false);
    await repos.pageVersions.schedule(id, '2026-12-03T09:00:00.000Z', null, 'now');
    expect(await repos.pageVersions.cancelSchedule(id)).toBe(true);
    expect(await repos.pageVersions.scheduleOf(id)).toBeNull();
  });

  it('drops a deleted page with its versions and schedule', async () => {
    const draft = await repos.pages.create(divisionId, 'uuid-1', aboutPage(), columns);
    await repos.pageVersions.publish(draft, null, 'now');
    await repos.pageVersions.schedule(draft.page.id!, '2026-12-01T09:00:00.000Z', null, 'now');
    await repos.pages.delete(draft.page.id!);
    expect(await repos.pageVersions.list(draft.page.id!, 50)).toEqual([]);
    expect(await repos.pageVersions.pendingSchedules()).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('migration 004 on $dialect', ({ open }) => {
  it('takes the pages that exist as published: their current JSON is version 1', async () => {
    const test = await open({ migrate: false });
    try {
      const { db, dialect } = test.handle;
      expect(
        (await createMigrator(db, dialect).migrateTo('003_page_documents')).error,
      ).toBeUndefined();
      const repos = createRepositories(db);
      const divisionId = (
        await repos.divisions.create({ code: 'old', name: 'Old', subdomain: 'old', theme: 'naked' })
      ).id;
      const page = pageSchema.parse({ url: '/about/', properties: { title: { value: 'About' } } });
      const draft = await repos.pages.create(divisionId, 'uuid-old', page, {
        url: '/about/',
        isHomepage: false,
        published: true,
      });
      const saved = await repos.pages.update(
        draft.page.id!,
        1,
        { ...page, layout: 'blank' },
        { url: '/about/', isHomepage: false, published: true },
      );
      expect(saved.status).toBe('saved');
      // The later migrations run too; 004 is the one that takes the pages as published.
      expect(await migrateToLatest(db, dialect)).toContain('004_page_versions');
      const live = await repos.pageVersions.latest(draft.page.id!);
      expect(live).toMatchObject({ number: 1, publishedBy: null });
      expect(live?.stored.page).toMatchObject({
        url: '/about/',
        version: 2,
        layout: 'blank',
        uuid: 'uuid-old',
      });
    } finally {
      await test.dispose();
    }
  });
});
