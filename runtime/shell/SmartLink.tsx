import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { linkAttributes } from '../../src/links';
import { followLink } from '../../src/links/follow';
import { runStorefrontAction } from '../app/runAction';

/**
 * A link in the shell (menu, footer, tiles) that follows the link rules: `@action` and `#`
 * never navigate, internal routes navigate in the app, others open in a new tab, unsafe
 * ones are replaced. Renders a real <a href> so it works before hydration.
 */
export function SmartLink(props: {
  href: string;
  className?: string;
  children: ReactNode;
  style?: React.CSSProperties;
  onNavigate?: () => void;
  'aria-current'?: 'page';
}) {
  const router = useRouter();
  const attributes = linkAttributes(props.href, () => undefined);
  return (
    <a
      {...attributes}
      className={props.className}
      style={props.style}
      aria-current={props['aria-current']}
      onClick={(event) => {
        const navigate = (href: string) => void router.navigate({ href });
        followLink(props.href, event, {
          navigate,
          onAction: (name) => runStorefrontAction(name, navigate),
        });
        props.onNavigate?.();
      }}
    >
      {props.children}
    </a>
  );
}
