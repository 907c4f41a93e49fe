import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { pageOf, sketch } from '../../src/commands/testing/testKit';
import { ServerError } from '../../src/errors';
import type { Block, Page } from '../../src/model';
import {
  blockFactoryState,
  factoryChildId,
  provideItemFactories,
  type FactoryResolvedEvent,
  type FetchSourceInput,
  type FetchSourceOutput,
} from './itemFactory';
import { deferred, settle, type Deferred } from './testing/testKit';

const newIn = { itemFactory: { factory: 'products', source: 'newIn' }, template: 'v2' };
// grid (factory) [ template pod ] | text
const page = pageOf([
  sketch(
    'grid-1',
    'grid',
    [sketch('pod-template', 'pod', [], { properties: { ratio: 'square', template: 'v2' } })],
    {
      properties: newIn,
    },
  ),
  sketch('text-1', 'textBlock'),
]);
const products: FetchSourceOutput = [
  { type: 'pod', properties: { title: 'Organic tee' } },
  { type: 'pod', properties: { title: 'Hoodie' } },
];

function setUp(startPage: Page = page) {
  const calls: { block: Block; reply: Deferred<FetchSourceOutput> }[] = [];
  const machine = provideItemFactories(
    fromPromise<FetchSourceOutput, FetchSourceInput>(({ input }) => {
      const reply = deferred<FetchSourceOutput>();
      calls.push({ block: input.block, reply });
      return reply.promise;
    }),
  );
  const actor = createActor(machine, { input: { blocks: startPage.blocks } });
  const resolved: FactoryResolvedEvent[] = [];
  actor.on('factory.resolved', (event) => resolved.push(event));
  actor.start();
  const state = (uid: string) => {
    const child = actor.getSnapshot().children[factoryChildId(uid)];
    return child && blockFactoryState(child.getSnapshot());
  };
  const change = (next: Page) => actor.send({ type: 'page.changed', page: next, origin: 'local' });
  return { actor, calls, resolved, state, change };
}

const titlesOf = (block: Block) => block.items.map((item) => item.properties.title ?? item.id);

describe('item factory machine', () => {
  it('idle -> loading on start, reading the source once for the factory block', () => {
    const { calls, state } = setUp();
    expect(calls.map((call) => call.block.id)).toEqual(['grid-1']);
    expect(state('grid-1')).toEqual({ status: 'loading', error: null });
    expect(state('text-1')).toBeUndefined();
  });

  it('loading -> items -> resolved, emitting the resolved block', async () => {
    const { calls, resolved, state } = setUp();
    calls[0]!.reply.resolve(products);
    await settle();
    expect(state('grid-1')).toEqual({ status: 'resolved', error: null });
    expect(resolved).toHaveLength(1);
    const [{ uid, block }] = resolved as [FactoryResolvedEvent];
    expect(uid).toBe('grid-1');
    expect(titlesOf(block)).toEqual(['pod-template', 'Organic tee', 'Hoodie']);
    expect(block.items.map((item) => item.flags)).toEqual([
      ['shadow'],
      ['generated'],
      ['generated'],
    ]);
    expect(block.items[1]!.properties).toMatchObject({ ratio: 'square', title: 'Organic tee' });
  });

  it('resolves each uid once: the page with the factory output does not fetch again', async () => {
    const { calls, resolved, change } = setUp();
    calls[0]!.reply.resolve(products);
    await settle();
    const withItems = { ...page, blocks: [resolved[0]!.block, page.blocks[1]!] };
    change(withItems);
    change({ ...withItems });
    expect(calls).toHaveLength(1);
  });

  it('resolves against the latest block when it changed while loading', async () => {
    const { calls, resolved, change } = setUp();
    const grid = page.blocks[0]!;
    const secondTemplate = {
      ...grid.items[0]!,
      id: 'pod-template-2',
      uid: 'pod-template-2',
      order: 1,
    };
    change({
      ...page,
      blocks: [{ ...grid, items: [...grid.items, secondTemplate] }, page.blocks[1]!],
    });
    calls[0]!.reply.resolve(products);
    await settle();
    expect(titlesOf(resolved[0]!.block)).toEqual([
      'pod-template',
      'pod-template-2',
      'Organic tee',
      'Hoodie',
    ]);
  });

  it("idle -> failed with 'Factory has no source', without a request", () => {
    const noSource = pageOf([
      sketch('grid-2', 'grid', [], { properties: { itemFactory: { factory: 'products' } } }),
    ]);
    const { calls, state } = setUp(noSource);
    expect(state('grid-2')).toEqual({ status: 'failed', error: 'Factory has no source' });
    expect(calls).toHaveLength(0);
  });

  it('loading -> read fails -> failed -> factory.retry -> loading -> resolved', async () => {
    const { actor, calls, resolved, state } = setUp();
    calls[0]!.reply.reject(new ServerError('Oops.. looks like something went wrong'));
    await settle();
    expect(state('grid-1')).toEqual({
      status: 'failed',
      error: 'Oops.. looks like something went wrong',
    });
    actor.send({ type: 'factory.retry', uid: 'grid-1' });
    expect(state('grid-1')).toEqual({ status: 'loading', error: null });
    calls[1]!.reply.resolve(products);
    await settle();
    expect(state('grid-1')?.status).toBe('resolved');
    expect(resolved).toHaveLength(1);
  });

  it('shows the general message when the source failed without an API error', async () => {
    const { calls, state } = setUp();
    calls[0]!.reply.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(state('grid-1')?.error).toBe(
      'Oops... looks like something went wrong. Please try again.',
    );
  });

  it('resolves a factory block added later, and ignores retry for unknown uids', () => {
    const { actor, calls, change } = setUp(pageOf([sketch('text-1', 'textBlock')]));
    actor.send({ type: 'factory.retry', uid: 'grid-1' });
    expect(calls).toHaveLength(0);
    change(page);
    expect(calls.map((call) => call.block.id)).toEqual(['grid-1']);
  });

  it('does not resolve a deleted factory block', () => {
    const deleted = pageOf([
      sketch('grid-1', 'grid', [], { properties: newIn, flags: ['deleted'] }),
    ]);
    expect(setUp(deleted).calls).toHaveLength(0);
  });

  it('hands the resolved block to a provided applyResolved instead of emitting it', async () => {
    const applied: string[] = [];
    const reply = deferred<FetchSourceOutput>();
    const machine = provideItemFactories(
      fromPromise<FetchSourceOutput, FetchSourceInput>(() => reply.promise),
    ).provide({
      actions: { applyResolved: (_, params) => void applied.push(params.block.id) },
    });
    const actor = createActor(machine, { input: { blocks: page.blocks } }).start();
    const emitted: unknown[] = [];
    actor.on('*', (event) => emitted.push(event));
    reply.resolve(products);
    await settle();
    expect(applied).toEqual(['grid-1']);
    expect(emitted).toEqual([]);
  });
});
