import { resolveLinkTarget } from './links';

/** What a click on a seller link needs from its surroundings (a block's render context). */
export interface LinkHandlers {
  /** Raises an in-page action (`@name`). */
  onAction?: (name: string) => void;
  /** Navigates within the app; absent on a page without the client router. */
  navigate?: (href: string) => void;
}

/** The parts of a click event the rule reads (a React or DOM MouseEvent fits). */
export interface LinkClick {
  preventDefault(): void;
  button?: number;
  metaKey?: boolean;
  ctrlKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
}

/** A click the browser should handle itself: another button or a "new tab" modifier. */
const opensElsewhere = (event: LinkClick): boolean =>
  (event.button ?? 0) !== 0 ||
  Boolean(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/**
 * Follows a seller link on click, by the link rules:
 * `@name` raises the action and never navigates; `#` does nothing; an internal route
 * navigates within the app when a router is present (a modified click still opens a new
 * tab); an in-page anchor (`#name`) and external links are left to the browser, whose
 * anchor already carries `target="_blank"` from `linkAttributes`.
 */
export function followLink(target: string, event: LinkClick, handlers: LinkHandlers): void {
  // linkAttributes already warned about an unsafe target when the link was rendered.
  const resolved = resolveLinkTarget(target, () => undefined);
  switch (resolved.kind) {
    case 'action':
      event.preventDefault();
      handlers.onAction?.(resolved.name);
      return;
    case 'none':
      event.preventDefault();
      return;
    case 'internal':
      if (resolved.href.startsWith('#') || !handlers.navigate || opensElsewhere(event)) return;
      event.preventDefault();
      handlers.navigate(resolved.href);
      return;
    case 'external':
      return;
  }
}
