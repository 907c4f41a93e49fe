import type { MouseEvent } from 'react';
import { linkAttributes, resolveLinkTarget } from '../links';
import type { BlockRenderContext } from './types';

export type BlockLinkProps = ReturnType<typeof linkAttributes> & {
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** A click the browser should handle itself (new tab, download, middle button). */
function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Props for an `<a>` that follows a seller's link target the way the spec says: the SSR
 * attributes of `linkAttributes` (so links work before hydration), plus a click handler
 * that raises `@actions` through `context.onAction`, ignores `#`, and sends internal
 * routes through `context.navigate` when the app provides it. External links open in a
 * new tab by their attributes alone.
 */
export function blockLinkProps(
  target: string,
  context: Pick<BlockRenderContext, 'onAction' | 'navigate'>,
  warn?: (message: string) => void,
): BlockLinkProps {
  const attributes = linkAttributes(target, warn);
  // linkAttributes already warned about an unsafe target; resolve again silently.
  const resolved = resolveLinkTarget(target, () => {});
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    switch (resolved.kind) {
      case 'action':
        event.preventDefault();
        context.onAction?.(resolved.name);
        return;
      case 'none':
        event.preventDefault();
        return;
      case 'internal':
        if (!context.navigate || isModifiedClick(event)) return;
        event.preventDefault();
        context.navigate(resolved.href);
        return;
      case 'external':
        return;
    }
  };
  return { ...attributes, onClick };
}
