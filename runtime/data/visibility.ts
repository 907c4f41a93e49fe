import { createConditionRegistry, type ConditionContext } from '../../src/conditions';
import type { Block, StoreCoreData } from '../../src/model';
import { isProContext } from '../../src/rules/proCheck';
import { visibleItems } from '../../src/rules/visibleItems';
import type { SessionView } from '../../src/ssr/contract';

/** What a block condition sees of this visit (src/conditions): visitor, store, basket, clock. */
export function conditionContextFor(
  coreData: StoreCoreData,
  session: SessionView | null,
  basketItemCount: number,
  now: number,
): ConditionContext {
  const division = coreData.state.subdomain.division;
  return {
    user: session
      ? {
          internal: session.internal,
          verified: session.verified,
          dashboardAccess: session.internal || session.dashboardDivisions.includes(division.id),
        }
      : null,
    // The storefront has no active project: the store's flag decides outside division 12.
    store: {
      pro: isProContext({
        divisionId: division.id,
        platformContext: false,
        activeProject: null,
        store: { pro: division.pro },
      }),
    },
    basket: { itemCount: basketItemCount },
    currency: coreData.state.currency,
    now,
  };
}

/** The blocks of a list that show to this visitor on the live storefront (native mode), in order. */
export function nativeVisibility(
  context: ConditionContext,
  log: (message: string, detail: unknown) => void = (message, detail) => console.error(message, detail),
): (blocks: readonly Block[]) => Block[] {
  const conditions = createConditionRegistry({ log });
  return (blocks) => visibleItems(blocks, { mode: 'native', conditions, context });
}
