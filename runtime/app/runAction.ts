import { requestLiveChat } from '../../src/chat';
import { actionEffect, STOREFRONT_ACTION_EVENT } from './actions';

/**
 * Raises an in-page action: announced as the `storefront:action` window event, then
 * carried out when it is one of the storefront's own (actions.ts).
 */
export function runStorefrontAction(name: string, navigate: (href: string) => void): void {
  window.dispatchEvent(new CustomEvent(STOREFRONT_ACTION_EVENT, { detail: name }));
  const effect = actionEffect(name);
  switch (effect.kind) {
    case 'navigate':
      navigate(effect.href);
      return;
    case 'chat':
      requestLiveChat(window, effect.group);
      return;
    case 'focus': {
      const target = document.querySelector<HTMLElement>(effect.selector);
      if (!target) return;
      target.scrollIntoView({ block: 'center' });
      target
        .querySelector<HTMLElement>('input, textarea, select, button')
        ?.focus({ preventScroll: true });
      return;
    }
    case 'none':
      return;
  }
}
