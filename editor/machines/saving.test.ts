import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { pageOf, sketch } from '../../src/commands/testing/testKit';
import {
  ApiError,
  ConflictError,
  NotFoundError,
  PermissionDeniedError,
  ProUpgradeRequiredError,
  ServerError,
  ValidationError,
} from '../../src/errors';
import type { Page } from '../../src/model';
import type { PageChangeOrigin } from './events';
import { savingMachine, type SaveRequest, type SavingEmitted } from './saving';
import { deferred, settle, type Deferred } from './testing/testKit';

const loaded = pageOf([sketch('hero', 'banner')], { version: 4 });
const titled = (title: string, from: Page = loaded): Page => ({
  ...from,
  properties: { ...from.properties, title: { value: title } },
});

function setUp() {
  const clock = new SimulatedClock();
  const calls: { request: SaveRequest; reply: Deferred<Page> }[] = [];
  const machine = savingMachine.provide({
    actors: {
      savePage: fromPromise<Page, SaveRequest>(({ input }) => {
        const reply = deferred<Page>();
        calls.push({ request: input, reply });
        return reply.promise;
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { page: loaded } });
  const emitted: SavingEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const status = () => actor.getSnapshot().value.status;
  const savingFlag = () => actor.getSnapshot().hasTag('saving');
  const change = (page: Page, origin: PageChangeOrigin = 'local') =>
    actor.send({ type: 'page.changed', page, origin });
  const lastCall = () => calls[calls.length - 1]!;
  /** Answers the pending save with the request's page at `version`. */
  const answer = async (version: number) => {
    const { request, reply } = lastCall();
    reply.resolve({ ...request.page, version });
    await settle();
  };
  const refuse = async (error: unknown) => {
    lastCall().reply.reject(error);
    await settle();
  };
  return { clock, calls, actor, emitted, status, savingFlag, change, answer, refuse };
}

describe('autosave', () => {
  it('idle -> local edit -> dirty -> 1500 ms of quiet -> saving', () => {
    const { clock, calls, status, change } = setUp();
    expect(status()).toBe('idle');
    change(titled('About us'));
    expect(status()).toBe('dirty');
    clock.increment(1_499);
    expect(status()).toBe('dirty');
    clock.increment(1);
    expect(status()).toBe('saving');
    expect(calls.map((call) => call.request)).toEqual([{ page: titled('About us'), version: 4 }]);
  });

  it('waits for 1500 ms after the last edit', () => {
    const { clock, calls, status, change } = setUp();
    change(titled('A'));
    clock.increment(1_000);
    change(titled('Ab'));
    clock.increment(1_000);
    expect(status()).toBe('dirty');
    clock.increment(500);
    expect(calls.map((call) => call.request.page)).toEqual([titled('Ab')]);
  });

  it('saving -> saved -> idle, taking the new version and emitting page.saved and the setup step', async () => {
    const { clock, actor, emitted, status, change, answer } = setUp();
    change(titled('About us'));
    clock.increment(1_500);
    await answer(5);
    expect(status()).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ version: 5, hasUnsavedChanges: false });
    expect(emitted).toEqual([
      { type: 'page.saved', page: { ...titled('About us'), version: 5 }, hasUnsavedChanges: false },
      { type: 'setup.stepCompleted', step: 'homepage', next: 'collection' },
    ]);
  });

  it('does not count changes of other origins as unsaved, but saves them with the next edit', () => {
    const { clock, calls, actor, status, change } = setUp();
    const withFactoryItems = titled('Factory output');
    change(withFactoryItems, 'factory');
    change(withFactoryItems, 'remote');
    expect(status()).toBe('idle');
    expect(actor.getSnapshot().context.hasUnsavedChanges).toBe(false);
    change(titled('Mine', withFactoryItems));
    clock.increment(1_500);
    expect(calls[0]!.request.page).toEqual(titled('Mine', withFactoryItems));
  });
});

describe('an opened copy with unsaved edits', () => {
  it('starts dirty and autosaves after the pause', () => {
    const calls: SaveRequest[] = [];
    const clock = new SimulatedClock();
    const machine = savingMachine.provide({
      actors: {
        savePage: fromPromise<Page, SaveRequest>(({ input }) => {
          calls.push(input);
          return deferred<Page>().promise;
        }),
      },
    });
    const actor = createActor(machine, {
      clock,
      input: { page: titled('Typed before the crash'), hasUnsavedChanges: true },
    }).start();
    expect(actor.getSnapshot().value.status).toBe('dirty');
    clock.increment(1_500);
    expect(calls).toEqual([{ page: titled('Typed before the crash'), version: 4 }]);
  });
});

describe('save on demand', () => {
  it('dirty -> save.requested -> saving at once', () => {
    const { calls, actor, status, change } = setUp();
    change(titled('About us'));
    actor.send({ type: 'save.requested' });
    expect(status()).toBe('saving');
    expect(calls).toHaveLength(1);
  });

  it('idle -> save.requested -> idle: nothing to save, no request', () => {
    const { calls, actor, status } = setUp();
    actor.send({ type: 'save.requested' });
    expect(status()).toBe('idle');
    expect(calls).toHaveLength(0);
  });
});

describe('the saving flag (SAVE_FLAG_DELAY_MS)', () => {
  it('is on while saving and for 500 ms after saving ends', async () => {
    const { clock, actor, savingFlag, change, answer } = setUp();
    expect(savingFlag()).toBe(false);
    change(titled('About us'));
    actor.send({ type: 'save.requested' });
    expect(savingFlag()).toBe(true);
    await answer(5);
    expect(savingFlag()).toBe(true);
    clock.increment(499);
    expect(savingFlag()).toBe(true);
    clock.increment(1);
    expect(savingFlag()).toBe(false);
  });

  it('stays on after a failure for 500 ms too', async () => {
    const { clock, actor, savingFlag, change, refuse } = setUp();
    change(titled('About us'));
    actor.send({ type: 'save.requested' });
    await refuse(new ServerError());
    expect(savingFlag()).toBe(true);
    clock.increment(500);
    expect(savingFlag()).toBe(false);
  });

  it('stays on without a gap when the next save starts within 500 ms', async () => {
    const { clock, actor, savingFlag, change, answer } = setUp();
    change(titled('A'));
    actor.send({ type: 'save.requested' });
    const seen: boolean[] = [];
    actor.subscribe((snapshot) => seen.push(snapshot.hasTag('saving')));
    await answer(5);
    clock.increment(300);
    change(titled('Ab'));
    actor.send({ type: 'save.requested' });
    await answer(6);
    clock.increment(499);
    expect(seen).not.toContain(false);
    clock.increment(1);
    expect(savingFlag()).toBe(false);
  });
});

describe('edits while saving', () => {
  it('saving -> edit -> saved -> dirty; the edit is saved next on the new version', async () => {
    const { clock, calls, actor, emitted, status, change, answer } = setUp();
    change(titled('A'));
    clock.increment(1_500);
    change(titled('Ab'));
    expect(status()).toBe('saving');
    await answer(5);
    expect(status()).toBe('dirty');
    expect(actor.getSnapshot().context.hasUnsavedChanges).toBe(true);
    expect(emitted[0]).toMatchObject({ type: 'page.saved', hasUnsavedChanges: true });
    clock.increment(1_500);
    expect(calls.map((call) => call.request)).toEqual([
      { page: titled('A'), version: 4 },
      { page: titled('Ab'), version: 5 },
    ]);
  });

  it('saving -> edit + save.requested -> saved -> saving at once', async () => {
    const { calls, actor, status, change, answer } = setUp();
    change(titled('A'));
    actor.send({ type: 'save.requested' });
    change(titled('Ab'));
    actor.send({ type: 'save.requested' });
    await answer(5);
    expect(status()).toBe('saving');
    expect(calls[1]!.request).toEqual({ page: titled('Ab'), version: 5 });
  });

  it('saving -> save.requested with no new edit -> saved -> idle', async () => {
    const { calls, actor, status, change, answer } = setUp();
    change(titled('A'));
    actor.send({ type: 'save.requested' });
    actor.send({ type: 'save.requested' });
    await answer(5);
    expect(status()).toBe('idle');
    expect(calls).toHaveLength(1);
  });
});

describe('refused saves', () => {
  it.each([
    [new ProUpgradeRequiredError(), 402, 'Pro required to save this page', []],
    [new PermissionDeniedError(), 403, 'Insufficient permissions to access this page', []],
    [new NotFoundError(), 404, 'Page not found', []],
    [new ServerError(), 500, 'Server error encountered fetching page', []],
    [
      new ValidationError('Invalid', [
        { field: 'url', message: 'A page url is at most 500 characters' },
      ]),
      422,
      'Page failed validation: url. A page url is at most 500 characters',
      ['url'],
    ],
  ])(
    'saving -> %s -> failed, emitting save.failed for the snackbar',
    async (error, status, message, fields) => {
      const setup = setUp();
      setup.change(titled('About us'));
      setup.actor.send({ type: 'save.requested' });
      await setup.refuse(error);
      expect(setup.status()).toBe('failed');
      expect(setup.actor.getSnapshot().context.hasUnsavedChanges).toBe(true);
      expect(setup.emitted).toEqual([{ type: 'save.failed', status, message, fields }]);
    },
  );

  it('failed -> next edit -> dirty -> autosaves again', async () => {
    const { clock, calls, actor, status, change, refuse } = setUp();
    change(titled('About us'));
    actor.send({ type: 'save.requested' });
    await refuse(new ProUpgradeRequiredError());
    change(titled('About us, without the Pro block'));
    expect(status()).toBe('dirty');
    clock.increment(1_500);
    expect(calls).toHaveLength(2);
  });

  it('failed -> save.requested -> saving', async () => {
    const { actor, status, change, refuse } = setUp();
    change(titled('About us'));
    actor.send({ type: 'save.requested' });
    await refuse(new ServerError());
    actor.send({ type: 'save.requested' });
    expect(status()).toBe('saving');
  });

  it('fails with the general message when no savePage was provided', async () => {
    const actor = createActor(savingMachine, { input: { page: loaded } });
    const emitted: SavingEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'page.changed', page: titled('About us'), origin: 'local' });
    actor.send({ type: 'save.requested' });
    await settle();
    expect(actor.getSnapshot().value.status).toBe('failed');
    expect(emitted).toEqual([
      {
        type: 'save.failed',
        status: 0,
        message: 'Oops... looks like something went wrong. Please try again.',
        fields: [],
      },
    ]);
  });
});

describe('conflict (409)', () => {
  const theirs = titled('Their title', { ...loaded, version: 9 });

  async function inConflict() {
    const setup = setUp();
    setup.change(titled('Mine'));
    setup.actor.send({ type: 'save.requested' });
    await setup.refuse(new ConflictError(undefined, { message: 'changed', page: theirs }));
    return setup;
  }

  it('saving -> 409 -> conflict, exposing their copy and overwriting nothing', async () => {
    const { calls, actor, emitted, status } = await inConflict();
    expect(status()).toBe('conflict');
    expect(actor.getSnapshot().context.serverPage).toEqual(theirs);
    expect(actor.getSnapshot().context.hasUnsavedChanges).toBe(true);
    expect(calls).toHaveLength(1);
    expect(emitted).toEqual([]);
  });

  it('keeps edits made while the choice is open, without saving them', async () => {
    const { clock, calls, status, change } = await inConflict();
    change(titled('Mine, still typing'));
    clock.increment(60_000);
    expect(status()).toBe('conflict');
    expect(calls).toHaveLength(1);
  });

  it('conflict -> conflict.keep -> saving my latest snapshot on their version', async () => {
    const { calls, actor, status, change } = await inConflict();
    change(titled('Mine, still typing'));
    actor.send({ type: 'conflict.keep' });
    expect(status()).toBe('saving');
    expect(calls[1]!.request).toEqual({ page: titled('Mine, still typing'), version: 9 });
    expect(actor.getSnapshot().context.serverPage).toBeNull();
  });

  it('conflict -> conflict.reload -> idle with their copy, emitting page.replaced', async () => {
    const { clock, calls, actor, emitted, status } = await inConflict();
    actor.send({ type: 'conflict.reload' });
    expect(status()).toBe('idle');
    expect(emitted).toEqual([{ type: 'page.replaced', page: theirs }]);
    expect(actor.getSnapshot().context).toMatchObject({
      page: theirs,
      version: 9,
      hasUnsavedChanges: false,
      serverPage: null,
    });
    clock.increment(60_000);
    expect(calls).toHaveLength(1);
  });

  it('ignores save.requested until the seller chooses', async () => {
    const { calls, actor, status } = await inConflict();
    actor.send({ type: 'save.requested' });
    expect(status()).toBe('conflict');
    expect(calls).toHaveLength(1);
  });
});

describe('offline', () => {
  it('saving -> network failure -> offline -> retries after 1 s, 2 s, 4 s ... capped at 30 s', async () => {
    const { clock, calls, status, change, refuse } = setUp();
    change(titled('About us'));
    clock.increment(1_500);
    const waits: number[] = [];
    for (let failure = 0; failure < 7; failure += 1) {
      await refuse(new TypeError('Failed to fetch'));
      expect(status()).toBe('offline');
      const before = calls.length;
      let waited = 0;
      while (calls.length === before) {
        clock.increment(1_000);
        waited += 1_000;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('keeps every edit made offline and saves the latest once back', async () => {
    const { clock, calls, actor, status, change, refuse, answer } = setUp();
    change(titled('A'));
    clock.increment(1_500);
    await refuse(new ApiError('No connection', 0));
    change(titled('Ab'));
    change(titled('Abc'));
    expect(status()).toBe('offline');
    expect(actor.getSnapshot().context.hasUnsavedChanges).toBe(true);
    clock.increment(1_000);
    expect(calls[1]!.request).toEqual({ page: titled('Abc'), version: 4 });
    await answer(5);
    expect(status()).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({
      retryAttempt: 0,
      hasUnsavedChanges: false,
    });
  });

  it('offline -> network.online -> saving at once; save.requested does the same', async () => {
    const { calls, actor, status, change, refuse } = setUp();
    change(titled('A'));
    actor.send({ type: 'save.requested' });
    await refuse(new TypeError('Failed to fetch'));
    actor.send({ type: 'network.online' });
    expect(status()).toBe('saving');
    await refuse(new TypeError('Failed to fetch'));
    actor.send({ type: 'save.requested' });
    expect(status()).toBe('saving');
    expect(calls).toHaveLength(3);
  });

  it('starts the backoff again at 1 s after the server answers', async () => {
    const { clock, calls, actor, change, refuse } = setUp();
    change(titled('A'));
    actor.send({ type: 'save.requested' });
    await refuse(new TypeError('Failed to fetch'));
    clock.increment(1_000);
    await refuse(new TypeError('Failed to fetch'));
    clock.increment(2_000);
    await refuse(new ServerError());
    actor.send({ type: 'save.requested' });
    await refuse(new TypeError('Failed to fetch'));
    clock.increment(1_000);
    expect(calls).toHaveLength(5);
  });
});

describe('a copy loaded from the server', () => {
  it('dirty -> page.changed (load) -> idle: its version is the new base and nothing is unsaved', () => {
    const { clock, calls, actor, status, change } = setUp();
    change(titled('Mine'));
    const replaced = titled('Fetched', { ...loaded, version: 7 });
    change(replaced, 'load');
    expect(status()).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ version: 7, hasUnsavedChanges: false });
    clock.increment(1_500);
    expect(calls).toHaveLength(0);
    change(titled('Mine again', replaced));
    clock.increment(1_500);
    expect(calls[0]!.request.version).toBe(7);
  });
});
