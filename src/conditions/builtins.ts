import type { ConditionArgs, ConditionContext, ConditionPredicate } from './context';

/** Milliseconds of an ISO date argument, or NaN when it is missing or not a date. */
const dateArg = (args: ConditionArgs): number =>
  typeof args[0] === 'string' ? Date.parse(args[0]) : NaN;

/**
 * The conditions every storefront has. A block lists names in `properties.conditions`
 * and shows only when all of them hold.
 *
 * | name               | shows the block when                                             |
 * |--------------------|------------------------------------------------------------------|
 * | `logged-in`        | the visitor is signed in                                         |
 * | `logged-out`       | the visitor is not signed in                                     |
 * | `internal-user`    | the visitor is staff                                             |
 * | `verified-user`    | the visitor has verified their email                             |
 * | `dashboard-access` | the visitor may use this store's dashboard                       |
 * | `pro-store`        | the store is on the paid Pro plan                                |
 * | `free-store`       | the store is not on the Pro plan                                 |
 * | `has-basket-items` | the basket holds at least one item                               |
 * | `empty-basket`     | the basket is empty                                              |
 * | `currency`         | the selected currency is one of the args (`['USD', 'CAD']`)      |
 * | `before`           | now is before the ISO date in args[0] (a sale that ends)         |
 * | `after`            | now is at or after the ISO date in args[0] (a launch)            |
 *
 * A date condition with a missing or unreadable date fails: the block stays hidden rather
 * than showing out of season.
 */
export const builtinConditions: Readonly<Record<string, ConditionPredicate>> = {
  'logged-in': (context: ConditionContext) => context.user !== null,
  'logged-out': (context) => context.user === null,
  'internal-user': (context) => context.user?.internal === true,
  'verified-user': (context) => context.user?.verified === true,
  'dashboard-access': (context) => context.user?.dashboardAccess === true,
  'pro-store': (context) => context.store.pro,
  'free-store': (context) => !context.store.pro,
  'has-basket-items': (context) => context.basket.itemCount > 0,
  'empty-basket': (context) => context.basket.itemCount === 0,
  currency: (context, args) => args.includes(context.currency),
  before: (context, args) => context.now < dateArg(args),
  after: (context, args) => context.now >= dateArg(args),
};
