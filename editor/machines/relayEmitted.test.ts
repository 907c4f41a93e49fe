import { describe, expect, it } from 'vitest';
import { assign, createActor, emit, setup, type AnyActorRef } from 'xstate';
import { relayEmitted } from './relayEmitted';

const announcer = setup({
  types: { events: {} as { type: 'announce'; text: string } },
}).createMachine({
  on: { announce: { actions: emit(({ event }) => ({ type: 'announced', text: event.text })) } },
});

const parentMachine = setup({
  types: {
    context: {} as { heard: string[] },
    events: {} as { type: 'announced'; text: string },
  },
  actors: { announcer, relayEmitted },
}).createMachine({
  context: { heard: [] },
  invoke: [
    { id: 'first', src: 'announcer' },
    { id: 'second', src: 'announcer' },
    {
      src: 'relayEmitted',
      input: ({ self }) => ({ parent: self, childIds: ['first', 'second', 'absent'] }),
    },
  ],
  on: {
    announced: {
      actions: assign({ heard: ({ context, event }) => [...context.heard, event.text] }),
    },
  },
});

describe('relayEmitted', () => {
  it("brings each child's emitted events to the parent, skipping missing children", () => {
    const actor = createActor(parentMachine).start();
    const children = actor.getSnapshot().children;
    children.first?.send({ type: 'announce', text: 'saved' });
    children.second?.send({ type: 'announce', text: 'resolved' });
    expect(actor.getSnapshot().context.heard).toEqual(['saved', 'resolved']);
  });

  it('ends its subscriptions when stopped', () => {
    const subscribed: string[] = [];
    const child = (id: string) => ({
      on: () => {
        subscribed.push(id);
        return { unsubscribe: () => subscribed.splice(subscribed.indexOf(id), 1) };
      },
    });
    const parent = {
      getSnapshot: () => ({ children: { first: child('first'), second: child('second') } }),
    };
    const relay = createActor(relayEmitted, {
      input: { parent: parent as unknown as AnyActorRef, childIds: ['first', 'second'] },
    }).start();
    expect(subscribed).toEqual(['first', 'second']);
    relay.stop();
    expect(subscribed).toEqual([]);
  });
});
