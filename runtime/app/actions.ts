import { DEFAULT_LIVE_CHAT_GROUP } from '../../src/chat';

/**
 * In-page actions (link targets starting with `@`): a link raises the
 * action and never navigates. The storefront answers these four; any other name is
 * only announced (the `storefront:action` window event) for code that listens for it.
 * - `open-basket`: the basket page (the storefront has no basket drawer);
 * - `open-search`: the search page, its field focused;
 * - `open-chat`: the live-chat panel, with the default group (support);
 * - `subscribe`: the page's newsletter sign-up block, scrolled to and focused (the
 *   subscriber-offer popup does not exist yet); nothing when the page has none.
 */
export type ActionEffect =
  | { kind: 'navigate'; href: string }
  | { kind: 'chat'; group: number }
  | { kind: 'focus'; selector: string }
  | { kind: 'none' };

export const STOREFRONT_ACTION_EVENT = 'storefront:action';
export const NEWSLETTER_SELECTOR = '[data-block-type="newsletterSubscribe"]';

export function actionEffect(name: string): ActionEffect {
  switch (name.replace(/^@/, '')) {
    case 'open-basket':
      return { kind: 'navigate', href: '/basket/' };
    case 'open-search':
      return { kind: 'navigate', href: '/search/' };
    case 'open-chat':
      return { kind: 'chat', group: DEFAULT_LIVE_CHAT_GROUP };
    case 'subscribe':
      return { kind: 'focus', selector: NEWSLETTER_SELECTOR };
    default:
      return { kind: 'none' };
  }
}
