import type { ConditionContext, ConditionRegistry } from '../conditions';
import { DEFAULT_CURRENCY, type Block } from '../model';
import { visibleItems } from '../rules';

/**
 * Which blocks a mail shows. A mail is read by anyone it is forwarded to, in no session:
 * it is rendered as the published page (native mode: unpublished blocks and shadow
 * items left out) for a signed-out reader with an empty basket in the default currency,
 * so a block limited to members or to a basket state never leaks into a newsletter.
 */
export function mailVisibleItems(options: {
  conditions: Pick<ConditionRegistry, 'evaluate'>;
  /** The store's Pro flag (some conditions ask for it). */
  pro: boolean;
  /** When the mail is rendered, in milliseconds since the epoch (date conditions). */
  now: number;
}): (blocks: readonly Block[]) => Block[] {
  const context: ConditionContext = {
    user: null,
    store: { pro: options.pro },
    basket: { itemCount: 0 },
    currency: DEFAULT_CURRENCY,
    now: options.now,
  };
  return (blocks) =>
    visibleItems(blocks, { mode: 'native', conditions: options.conditions, context });
}
