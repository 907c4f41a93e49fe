import { fromCallback, type AnyActorRef, type EventObject } from 'xstate';

export interface RelayInput {
  /** The actor whose children are listened to (the editor machine: `self`). */
  parent: AnyActorRef;
  childIds: readonly string[];
}

/**
 * Sends every event the named children emit back to the parent, so a machine composed of
 * others can route its children's announcements (a save, a conflict reload, factory
 * output) to siblings and to the app. Children invoked before the relay in the same state
 * are already in the parent's snapshot when it starts; a missing one is skipped. The
 * cleanup ends every subscription it made.
 */
export const relayEmitted = fromCallback<EventObject, RelayInput>(
  ({ input: { parent, childIds }, sendBack }) => {
    const children = parent.getSnapshot().children as Record<string, AnyActorRef | undefined>;
    const subscriptions = childIds.flatMap((id) => {
      const child = children[id];
      return child ? [child.on('*', (event) => sendBack(event))] : [];
    });
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  },
);
