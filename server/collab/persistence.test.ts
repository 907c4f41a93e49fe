import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { registry } from '../../blocks';
import { ValidationError } from '../../src/errors';
import type { Page } from '../../src/model';
import {
  blocksOf,
  createSnapshotStore,
  lineageOf,
  loadIdentity,
  pageDocBinding,
  richTextOf,
} from '../../src/pageDoc';
import { pageDocSchemaOf } from '../../src/registry';
import { fixturePage } from '../../src/pageDoc/testing/testKit';
import { testDatabaseKinds, type TestDatabase } from '../../tests/server/support/databases';
import { preparePageWrite } from '../pages/preparePageWrite';
import { createRepositories, type Repositories } from '../db/repos';
import { createPageDocumentsRepository } from './pageDocuments';
import {
  loadPageDocument,
  pageOfDocument,
  storePageDocument,
  type PersistenceDeps,
} from './persistence';

describe.each(testDatabaseKinds())('page document persistence on $dialect', ({ open }) => {
  let database: TestDatabase;
  let repos: Repositories;
  let deps: PersistenceDeps;
  let ref: { divisionId: number; pageId: number };
  let stored: Page;

  beforeEach(async () => {
    database = await open();
    repos = createRepositories(database.handle.db);
    deps = { db: database.handle.db, repos, registry };
    const store = await repos.divisions.create({
      code: 'demo',
      name: 'Demo',
      subdomain: 'demo',
      theme: 'naked',
    });
    const page = preparePageWrite(fixturePage('about.json'), { registry, pro: false });
    const created = await repos.pages.create(store.id, page.uuid!, page, {
      url: page.url!,
      isHomepage: false,
      published: true,
    });
    ref = { divisionId: store.id, pageId: created.page.id! };
    stored = created.page;
  });
  afterEach(async () => {
    vi.useRealTimers();
    await database.dispose();
  });

  async function loaded(): Promise<Y.Doc> {
    const doc = new Y.Doc();
    await loadPageDocument(deps, doc, ref);
    return doc;
  }

  const textBlockId = (doc: Y.Doc) =>
    [...blocksOf(doc).keys()].find((id) => blocksOf(doc).get(id)!.get('type') === 'textBlock')!;
  const bannerId = (doc: Y.Doc) =>
    [...blocksOf(doc).keys()].find((id) => blocksOf(doc).get(id)!.get('type') === 'banner')!;
  const setProperty = (doc: Y.Doc, id: string, key: string, value: unknown) => {
    const result = pageDocBinding(pageDocSchemaOf(registry)).applyCommandToDoc(
      doc,
      createSnapshotStore(doc),
      { type: 'setProperty', id, key, value },
    );
    expect(result.ok).toBe(true);
  };
  const findBlock = (page: Page, id: string) => page.blocks.find((block) => block.id === id)!;

  it('loads a page never stored as the deterministic load of its JSON', async () => {
    const doc = await loaded();
    expect(pageOfDocument(doc)).toStrictEqual(stored);
    expect(lineageOf(doc)).toBe(loadIdentity(JSON.stringify(stored)).lineage);
  });

  it('stores the document and the page JSON together, with the next version in both', async () => {
    const doc = await loaded();
    setProperty(doc, bannerId(doc), 'title', 'Made to last');
    const result = await storePageDocument(deps, doc, ref);
    expect(result).toStrictEqual({
      version: stored.version + 1,
      wrote: true,
      versionChanged: true,
    });

    const page = (await repos.pages.findById(ref.pageId))!.page;
    expect(page.version).toBe(stored.version + 1);
    expect(findBlock(page, bannerId(doc)).properties.title).toBe('Made to last');
    expect(pageOfDocument(doc).version).toBe(stored.version + 1);

    const row = await createPageDocumentsRepository(database.handle.db).find(ref.pageId);
    expect(row?.version).toBe(stored.version + 1);
    const reloaded = await loaded();
    expect(pageOfDocument(reloaded)).toStrictEqual(pageOfDocument(doc));
  });

  it('stamps the page’s edit time on every store that makes a version (issue 14: the pages list’s "Edited")', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:15:00Z'));
    const doc = await loaded();
    setProperty(doc, bannerId(doc), 'title', 'Made to last');
    await storePageDocument(deps, doc, ref);
    expect((await repos.pages.findById(ref.pageId))!.page.edited).toBe('2026-11-26T10:15:00.000Z');

    vi.setSystemTime(new Date('2026-11-26T10:42:00Z'));
    setProperty(doc, bannerId(doc), 'title', 'Made to last, again');
    await storePageDocument(deps, doc, ref);
    expect(
      (await repos.pages.listByDivision(ref.divisionId)).map(({ page }) => page.edited),
    ).toStrictEqual(['2026-11-26T10:42:00.000Z']);
  });

  it('makes no new version when the document differs only in its (server-owned) edit time', async () => {
    const doc = await loaded();
    doc.transact(() => doc.getMap('page').set('edited', '2020-01-01T00:00:00.000Z'));
    expect(await storePageDocument(deps, doc, ref)).toStrictEqual({
      version: stored.version,
      wrote: true,
      versionChanged: false,
    });
  });

  it('writes nothing when nothing changed since the last store', async () => {
    const doc = await loaded();
    setProperty(doc, bannerId(doc), 'title', 'Once');
    await storePageDocument(deps, doc, ref);
    expect(await storePageDocument(deps, doc, ref)).toStrictEqual({
      version: stored.version + 1,
      wrote: false,
      versionChanged: false,
    });
  });

  it('keeps the version when only the rich text changed (the JSON did not)', async () => {
    const doc = await loaded();
    richTextOf(doc, textBlockId(doc)).insert(0, 'typing ');
    expect(await storePageDocument(deps, doc, ref)).toStrictEqual({
      version: stored.version,
      wrote: true,
      versionChanged: false,
    });
    const reloaded = await loaded();
    expect(richTextOf(reloaded, textBlockId(reloaded)).toString()).toContain('typing ');
  });

  it('stores the document but refuses an invalid page as an HTTP save would', async () => {
    await repos.pages.create(
      ref.divisionId,
      'other-uuid',
      { ...stored, url: '/taken/' },
      { url: '/taken/', isHomepage: false, published: true },
    );
    const doc = await loaded();
    doc.transact(() => doc.getMap('page').set('url', '/taken/'));
    const error = await storePageDocument(deps, doc, ref).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toStrictEqual(['url']);
    expect((await repos.pages.findById(ref.pageId))!.page.url).toBe('/about/');
    expect(pageOfDocument(await loaded()).url).toBe('/taken/');
  });

  it('merges a page saved over HTTP meanwhile, then saves on its version', async () => {
    const doc = await loaded();
    await storePageDocument(deps, doc, ref);
    const theirs = {
      ...stored,
      properties: { ...stored.properties, title: { value: 'Saved over HTTP' } },
    };
    const saved = await repos.pages.update(ref.pageId, stored.version, theirs, {
      url: '/about/',
      isHomepage: false,
      published: true,
    });
    expect(saved.status).toBe('saved');

    setProperty(doc, bannerId(doc), 'title', 'Mine');
    const result = await storePageDocument(deps, doc, ref);
    expect(result.version).toBe(stored.version + 2);
    const page = (await repos.pages.findById(ref.pageId))!.page;
    expect(page.properties.title.value).toBe('Saved over HTTP');
    expect(findBlock(page, bannerId(doc)).properties.title).toBe('Mine');
  });

  it('loads a page saved over HTTP after its document was stored, keeping the document’s lineage', async () => {
    const first = await loaded();
    setProperty(first, bannerId(first), 'title', 'Through collaboration');
    await storePageDocument(deps, first, ref);
    const current = (await repos.pages.findById(ref.pageId))!.page;
    await repos.pages.update(
      ref.pageId,
      current.version,
      { ...current, url: '/our-story/' },
      { url: '/our-story/', isHomepage: false, published: true },
    );

    const doc = await loaded();
    expect(lineageOf(doc)).toBe(lineageOf(first));
    expect(pageOfDocument(doc).url).toBe('/our-story/');
    expect(pageOfDocument(doc).version).toBe(current.version + 1);
    expect(findBlock(pageOfDocument(doc), bannerId(doc)).properties.title).toBe(
      'Through collaboration',
    );
  });

  it('merges what another server process stored instead of overwriting it', async () => {
    const one = await loaded();
    const two = await loaded();
    setProperty(one, bannerId(one), 'title', 'From process one');
    await storePageDocument(deps, one, ref);
    setProperty(two, textBlockId(two), 'font', 'Oswald');
    const result = await storePageDocument(deps, two, ref);

    expect(result.version).toBe(stored.version + 2);
    const page = (await repos.pages.findById(ref.pageId))!.page;
    expect(findBlock(page, bannerId(two)).properties.title).toBe('From process one');
    expect(findBlock(page, textBlockId(two)).properties.font).toBe('Oswald');
  });
});
