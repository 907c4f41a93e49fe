import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { followLink, type LinkHandlers } from './follow';
import { linkAttributes } from './links';

export interface BlockLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'onClick'
> {
  /** The seller's link target: `@action`, `#`, `/route`, `#anchor` or a URL. */
  to: string;
  /** Usually the block's render context (onAction, navigate). */
  handlers: LinkHandlers;
  /** `_blank` opens even an internal route in a new tab (a seller's "open in new tab"). */
  openIn?: '_blank' | '_self';
  children?: ReactNode;
}

/**
 * An anchor that follows the link rules on the server (attributes) and in the browser
 * (click). Every seller-set href in a block goes through it.
 */
export function BlockLink({ to, handlers, openIn, children, ...anchor }: BlockLinkProps) {
  const attributes = linkAttributes(to);
  const forced =
    openIn === '_blank' && attributes['data-action'] === undefined && attributes.href !== '#'
      ? { target: '_blank' as const, rel: 'noopener noreferrer' }
      : {};
  return (
    <a
      {...anchor}
      {...attributes}
      {...forced}
      onClick={(event) => {
        if (forced.target) return;
        followLink(to, event, handlers);
      }}
    >
      {children}
    </a>
  );
}
