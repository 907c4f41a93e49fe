import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import * as Y from 'yjs';
import { pageOf, sketch } from '../../src/commands/testing/testKit';
import { ConflictError, NotFoundError, PermissionDeniedError, ServerError } from '../../src/errors';
import type { Page } from '../../src/model';
import { EDITOR_CHILDREN, provideEditor, type EditorEmitted, type EditorIo } from './editor';
import type { SaveRequest } from './saving';
import { deferred, settle, type Deferred } from './testing/testKit';

const page = pageOf(
  [
    sketch('hero', 'banner'),
    sketch('grid-1', 'grid', [], {
      properties: { itemFactory: { factory: 'products', source: 'newIn' }, template: 'v2' },
    }),
  ],
  { id: 14, version: 4, divisionId: 3 },
);
const titled = (title: string, from: Page = page): Page => ({
  ...from,
  properties: { ...from.properties, title: { value: title } },
});

function setUp(
  load: () => Promise<Page> = () => Promise.resolve(page),
  { hasUnsavedChanges = false } = {},
) {
  const clock = new SimulatedClock();
  const doc = new Y.Doc();
  const blocks = doc.getMap<string>('blocks');
  const LOCAL = Symbol('local');
  const undoManager = new Y.UndoManager(blocks, { trackedOrigins: new Set([LOCAL]) });
  const saves: { request: SaveRequest; reply: Deferred<Page> }[] = [];
  const fetches: Deferred<Page>[] = [];
  const io: EditorIo = {
    loadPage: async () => ({ page: await load(), undoManager, hasUnsavedChanges }),
    savePage: (request) => {
      const reply = deferred<Page>();
      saves.push({ request, reply });
      return reply.promise;
    },
    fetchPage: () => {
      const reply = deferred<Page>();
      fetches.push(reply);
      return reply.promise;
    },
    fetchSource: () => Promise.resolve([{ type: 'pod', properties: { title: 'Organic tee' } }]),
  };
  const actor = createActor(provideEditor(io), { clock, input: { pageId: 14 } });
  const emitted: EditorEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const children = () => actor.getSnapshot().children;
  const typesEmitted = () => emitted.map((event) => event.type);
  const editLocally = (key: string) => doc.transact(() => blocks.set(key, 'edited'), LOCAL);
  return { clock, actor, saves, fetches, emitted, children, typesEmitted, blocks, editLocally };
}

async function ready() {
  const setup = setUp();
  await settle();
  return setup;
}

describe('editor machine: loading', () => {
  it('loading -> page opened -> ready, starting every child on the opened page', async () => {
    const { actor, children } = await ready();
    expect(actor.getSnapshot().value).toBe('ready');
    for (const id of EDITOR_CHILDREN) expect(children()[id]?.getSnapshot().status).toBe('active');
    expect(children().saving?.getSnapshot().value.status).toBe('idle');
    expect(children().throttledFetch?.getSnapshot().context.version).toBe(4);
  });

  it('autosaves first the unsaved edits of a stored copy it opened', async () => {
    const restored = titled('Typed before the crash');
    const { clock, saves } = setUp(() => Promise.resolve(restored), { hasUnsavedChanges: true });
    await settle();
    clock.increment(1_500);
    expect(saves.map((save) => save.request)).toEqual([{ page: restored, version: 4 }]);
  });

  it('opens a stored copy with edits on an older version: its save meets the 409 -> conflict', async () => {
    const olderWithEdits = titled('Edited offline', { ...page, version: 3 });
    const { clock, saves, children } = setUp(() => Promise.resolve(olderWithEdits), {
      hasUnsavedChanges: true,
    });
    await settle();
    clock.increment(1_500);
    expect(saves[0]!.request.version).toBe(3);
    saves[0]!.reply.reject(new ConflictError(undefined, { page }));
    await settle();
    expect(children().saving?.getSnapshot().value.status).toBe('conflict');
  });

  it.each([
    [new NotFoundError('Page not found'), 'We were unable to find this page'],
    [
      new PermissionDeniedError(),
      "Oops... Looks like you're trying to access a page from another store",
    ],
    [new ServerError(), 'Oops... Looks like something went wrong loading this page'],
    [new TypeError('Failed to fetch'), 'Oops... Looks like something went wrong loading this page'],
  ])('loading -> %s -> failed with the page-load message', async (error, message) => {
    const { actor } = setUp(() => Promise.reject(error));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.loadError).toBe(message);
  });

  it("loading -> a page without a division -> failed with 'Page not attached to a store'", async () => {
    const { actor } = setUp(() => Promise.resolve({ ...page, divisionId: null }));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.loadError).toBe('Page not attached to a store');
  });

  it('failed -> load.retry -> loading -> ready', async () => {
    let attempts = 0;
    const { actor } = setUp(() =>
      attempts++ === 0 ? Promise.reject(new ServerError()) : Promise.resolve(page),
    );
    await settle();
    actor.send({ type: 'load.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.loadError).toBeNull();
  });
});

describe('editor machine: ready', () => {
  it('forwards selection events to the selection machine', async () => {
    const { actor, children } = await ready();
    actor.send({ type: 'block.select', id: 'hero', additive: false });
    actor.send({ type: 'block.select', id: 'grid-1', additive: true });
    expect(children().selection?.getSnapshot().value).toBe('many');
  });

  it('forwards history.undo and history.redo to the undo manager', async () => {
    const { actor, blocks, children, editLocally } = await ready();
    editLocally('hero');
    expect(children().history?.getSnapshot().context.canUndo).toBe(true);
    actor.send({ type: 'history.undo' });
    expect(blocks.toJSON()).toEqual({});
    actor.send({ type: 'history.redo' });
    expect(blocks.toJSON()).toEqual({ hero: 'edited' });
  });

  it('autosaves a local edit and announces page.saved and the setup step', async () => {
    const { clock, actor, saves, emitted, children } = await ready();
    actor.send({ type: 'page.changed', page: titled('About us'), origin: 'local' });
    clock.increment(1_500);
    expect(saves.map((save) => save.request)).toEqual([{ page: titled('About us'), version: 4 }]);
    saves[0]!.reply.resolve({ ...titled('About us'), version: 5 });
    await settle();
    expect(emitted).toContainEqual({
      type: 'page.saved',
      page: { ...titled('About us'), version: 5 },
      hasUnsavedChanges: false,
    });
    expect(emitted).toContainEqual({
      type: 'setup.stepCompleted',
      step: 'homepage',
      next: 'collection',
    });
    expect(children().throttledFetch?.getSnapshot().context.version).toBe(5);
  });

  it('announces a refused save for the snackbar', async () => {
    const { actor, saves, emitted } = await ready();
    actor.send({ type: 'page.changed', page: titled('About us'), origin: 'local' });
    actor.send({ type: 'save.requested' });
    saves[0]!.reply.reject(new PermissionDeniedError());
    await settle();
    expect(emitted).toContainEqual({
      type: 'save.failed',
      status: 403,
      message: 'Insufficient permissions to access this page',
      fields: [],
    });
  });

  it('409 -> conflict.reload -> announces page.replaced with their copy', async () => {
    const { actor, saves, emitted, children } = await ready();
    const theirs = titled('Theirs', { ...page, version: 9 });
    actor.send({ type: 'page.changed', page: titled('Mine'), origin: 'local' });
    actor.send({ type: 'save.requested' });
    saves[0]!.reply.reject(new ConflictError(undefined, { page: theirs }));
    await settle();
    expect(children().saving?.getSnapshot().value.status).toBe('conflict');
    actor.send({ type: 'conflict.reload' });
    expect(emitted[emitted.length - 1]).toEqual({ type: 'page.replaced', page: theirs });
  });

  it('fetch.requested after the window -> a newer copy -> announces page.replaced', async () => {
    const { clock, actor, fetches, emitted } = await ready();
    clock.increment(30_000);
    actor.send({ type: 'fetch.requested' });
    fetches[0]!.resolve({ ...page, version: 6 });
    await settle();
    expect(emitted).toContainEqual({ type: 'page.replaced', page: { ...page, version: 6 } });
  });

  it('resolves the factory block and announces factory.resolved', async () => {
    const { typesEmitted, emitted } = await ready();
    await settle();
    expect(typesEmitted()).toContain('factory.resolved');
    const resolved = emitted.find((event) => event.type === 'factory.resolved');
    expect(resolved).toMatchObject({ uid: 'grid-1', block: { id: 'grid-1' } });
  });

  it('stops its children with it', async () => {
    const { actor, children } = await ready();
    const saving = children().saving!;
    actor.stop();
    expect(saving.getSnapshot().status).toBe('stopped');
  });
});
