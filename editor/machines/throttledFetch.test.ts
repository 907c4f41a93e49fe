import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { pageOf, sketch } from '../../src/commands/testing/testKit';
import { NotFoundError } from '../../src/errors';
import type { Page } from '../../src/model';
import type { PageReplacedEvent } from './events';
import { throttledFetchMachine, type FetchPageInput } from './throttledFetch';
import { deferred, settle, type Deferred } from './testing/testKit';

const loaded = pageOf([sketch('hero', 'banner')], { id: 14, version: 4 });
const atVersion = (version: number): Page => ({ ...loaded, version });

function setUp() {
  const clock = new SimulatedClock();
  const calls: { input: FetchPageInput; reply: Deferred<Page>; at: number }[] = [];
  const machine = throttledFetchMachine.provide({
    actors: {
      fetchPage: fromPromise<Page, FetchPageInput>(({ input }) => {
        const reply = deferred<Page>();
        calls.push({ input, reply, at: clock.now() });
        return reply.promise;
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { pageId: 14, version: 4 } });
  const replaced: PageReplacedEvent[] = [];
  actor.on('page.replaced', (event) => replaced.push(event));
  actor.start();
  const request = () => actor.send({ type: 'fetch.requested' });
  const state = () => actor.getSnapshot().value;
  /** Past the window that follows the page load, then asks: fetches at once. */
  const fetchNow = () => {
    clock.increment(30_000);
    request();
  };
  const answer = async (page: Page) => {
    calls[calls.length - 1]!.reply.resolve(page);
    await settle();
  };
  return { clock, calls, actor, replaced, request, state, fetchNow, answer };
}

describe('throttled fetch machine', () => {
  it('cooling (just loaded) -> 30 s -> ready -> fetch.requested -> fetching', () => {
    const { clock, calls, request, state } = setUp();
    expect(state()).toBe('cooling');
    clock.increment(29_999);
    expect(state()).toBe('cooling');
    clock.increment(1);
    expect(state()).toBe('ready');
    request();
    expect(state()).toBe('fetching');
    expect(calls.map((call) => call.input)).toEqual([{ pageId: 14 }]);
  });

  it('cooling -> fetch.requested -> waits for the window to end, then fetches once', () => {
    const { clock, calls, request, state } = setUp();
    clock.increment(10_000);
    request();
    request();
    expect(calls).toHaveLength(0);
    clock.increment(20_000);
    expect(state()).toBe('fetching');
    expect(calls).toHaveLength(1);
  });

  it('fetches at most once per 30 s however often it is asked', async () => {
    const { clock, calls, request, state, answer } = setUp();
    for (let second = 0; second < 95; second += 5) {
      request();
      if (state() === 'fetching') await answer(atVersion(4));
      clock.increment(5_000);
    }
    expect(calls.map((call) => call.at)).toEqual([30_000, 60_000, 90_000]);
  });

  it('fetching -> newer version, no unsaved edits -> cooling, emitting page.replaced', async () => {
    const { actor, replaced, state, fetchNow, answer } = setUp();
    fetchNow();
    await answer(atVersion(6));
    expect(state()).toBe('cooling');
    expect(replaced).toEqual([{ type: 'page.replaced', page: atVersion(6) }]);
    expect(actor.getSnapshot().context.version).toBe(6);
  });

  it('keeps the local copy when the version is the same', async () => {
    const { replaced, fetchNow, answer } = setUp();
    fetchNow();
    await answer({ ...atVersion(4), url: '/changed-without-a-version/' });
    expect(replaced).toEqual([]);
  });

  it('keeps the local copy while there are unsaved local edits, even during the fetch', async () => {
    const { actor, replaced, fetchNow, answer } = setUp();
    fetchNow();
    actor.send({ type: 'page.changed', page: loaded, origin: 'local' });
    await answer(atVersion(6));
    expect(replaced).toEqual([]);
  });

  it('does not count remote or factory changes as unsaved edits', async () => {
    const { actor, replaced, fetchNow, answer } = setUp();
    actor.send({ type: 'page.changed', page: loaded, origin: 'remote' });
    actor.send({ type: 'page.changed', page: loaded, origin: 'factory' });
    fetchNow();
    await answer(atVersion(6));
    expect(replaced).toHaveLength(1);
  });

  it('follows saves: the saved version is the base, and a clean save allows replacing again', async () => {
    const { clock, actor, replaced, request, fetchNow, answer } = setUp();
    actor.send({ type: 'page.changed', page: loaded, origin: 'local' });
    actor.send({ type: 'page.saved', page: atVersion(5), hasUnsavedChanges: false });
    fetchNow();
    await answer(atVersion(5));
    expect(replaced).toEqual([]);
    clock.increment(30_000);
    request();
    await answer(atVersion(7));
    expect(replaced.map((event) => event.page.version)).toEqual([7]);
  });

  it('keeps the local copy when edits arrived during the save', async () => {
    const { actor, replaced, fetchNow, answer } = setUp();
    actor.send({ type: 'page.saved', page: atVersion(5), hasUnsavedChanges: true });
    fetchNow();
    await answer(atVersion(6));
    expect(replaced).toEqual([]);
  });

  it('takes a loaded copy as the new base with nothing unsaved', async () => {
    const { actor, replaced, fetchNow, answer } = setUp();
    actor.send({ type: 'page.changed', page: loaded, origin: 'local' });
    actor.send({ type: 'page.changed', page: atVersion(8), origin: 'load' });
    fetchNow();
    await answer(atVersion(8));
    expect(replaced).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ version: 8, hasUnsavedChanges: false });
  });

  it('keeps a copy opened with unsaved edits', async () => {
    const clock = new SimulatedClock();
    const reply = deferred<Page>();
    const machine = throttledFetchMachine.provide({
      actors: { fetchPage: fromPromise<Page, FetchPageInput>(() => reply.promise) },
    });
    const actor = createActor(machine, {
      clock,
      input: { pageId: 14, version: 4, hasUnsavedChanges: true },
    });
    const replaced: PageReplacedEvent[] = [];
    actor.on('page.replaced', (event) => replaced.push(event));
    actor.start();
    clock.increment(30_000);
    actor.send({ type: 'fetch.requested' });
    reply.resolve(atVersion(6));
    await settle();
    expect(actor.getSnapshot().value).toBe('cooling');
    expect(replaced).toEqual([]);
  });

  it('fetching -> fails -> cooling, changing nothing', async () => {
    const { calls, actor, replaced, state, fetchNow } = setUp();
    fetchNow();
    calls[0]!.reply.reject(new NotFoundError('Page not found'));
    await settle();
    expect(state()).toBe('cooling');
    expect(replaced).toEqual([]);
    expect(actor.getSnapshot().context.version).toBe(4);
  });
});
