/**
 * What a block condition may look at: the visitor, the store, the basket and the clock.
 * The runtime builds it from the session and store core data; tests write it out. `now`
 * is passed in (milliseconds since the epoch) so date conditions stay pure.
 */
export interface ConditionContext {
  /** The signed-in visitor, or null for a visitor who is not signed in. */
  user: {
    internal: boolean;
    verified: boolean;
    /** May use this store's dashboard (and so its page builder). */
    dashboardAccess: boolean;
  } | null;
  store: { pro: boolean };
  basket: { itemCount: number };
  /** The selected currency code, e.g. GBP. */
  currency: string;
  now: number;
}

/** Arguments a condition entry carries: `{ name: 'currency', args: ['USD', 'CAD'] }`. */
export type ConditionArgs = readonly unknown[];

/** A named condition: true when a block with it may show. */
export type ConditionPredicate = (context: ConditionContext, args: ConditionArgs) => boolean;
