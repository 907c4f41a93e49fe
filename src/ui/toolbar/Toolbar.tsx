import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { rovingTarget, type ToolbarOrientation } from './roving';

export interface ToolbarProps {
  /** The toolbar's accessible name ("Email version", "Text formatting"). */
  label: string;
  orientation?: ToolbarOrientation;
  /** Buttons (or links, inputs); each is one stop of the roving focus. */
  children: ReactNode;
  className?: string;
}

const ITEMS =
  'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [data-toolbar-item]';

/**
 * The toolbar's items in order. A disabled control cannot take focus, so it is skipped; to
 * keep an unavailable item reachable, as the pattern advises, make it aria-disabled.
 */
const itemsOf = (toolbar: HTMLElement) => [...toolbar.querySelectorAll<HTMLElement>(ITEMS)];

/**
 * A toolbar (WAI-ARIA toolbar pattern): one Tab stop. Tab enters at the item last used
 * (the first at the start); the arrow keys of its orientation move between items, Home
 * and End to the ends. Roving tabindex: the current item has tabindex 0, the others -1.
 */
export function Toolbar({ label, orientation = 'horizontal', children, className }: ToolbarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const current = useRef(0);

  // Every render (items may come and go): exactly one item is in the tab order.
  useLayoutEffect(() => {
    const toolbar = ref.current;
    if (!toolbar) return;
    const items = itemsOf(toolbar);
    current.current = Math.min(current.current, Math.max(items.length - 1, 0));
    items.forEach((item, index) => (item.tabIndex = index === current.current ? 0 : -1));
  });

  const move = (target: number, items: HTMLElement[]) => {
    items[current.current]?.setAttribute('tabindex', '-1');
    current.current = target;
    items[target]?.setAttribute('tabindex', '0');
    items[target]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const toolbar = ref.current;
    if (!toolbar) return;
    const items = itemsOf(toolbar);
    const from = items.indexOf(event.target as HTMLElement);
    if (from === -1) return;
    // Text fields keep their own arrow keys.
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement)
      return;
    const target = rovingTarget(event.key, from, items.length, orientation);
    if (target === null) return;
    event.preventDefault();
    move(target, items);
  };

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      aria-orientation={orientation}
      className={className ? `ui-toolbar ${className}` : 'ui-toolbar'}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const toolbar = ref.current;
        if (!toolbar) return;
        const index = itemsOf(toolbar).indexOf(event.target as HTMLElement);
        if (index !== -1 && index !== current.current) move(index, itemsOf(toolbar));
      }}
    >
      {children}
    </div>
  );
}
