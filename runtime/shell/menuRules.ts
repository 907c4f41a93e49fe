/** How a desktop submenu came to be open: by the pointer resting on its entry, or by a click or key. */
export type MenuOpenedBy = 'hover' | 'click' | null;

/**
 * A click on a top menu entry. A closed submenu opens; one opened by hovering stays open
 * (the click that follows a hover confirms it, it never closes it); one opened by a click
 * or a key closes, so a second click toggles it shut.
 */
export function menuAfterClick(openedBy: MenuOpenedBy): MenuOpenedBy {
  return openedBy === 'click' ? null : 'click';
}

/**
 * The link at the top of a submenu to everything under its entry. None when the entry
 * links nowhere (`#` or nothing); "Shop all" alone when the entry is itself called Shop,
 * else "Shop all {entry}".
 */
export function shopAllLink(entry: {
  text: string;
  href: string;
}): { text: string; href: string } | null {
  const href = entry.href.trim();
  if (href === '' || href === '#') return null;
  const text = entry.text.trim();
  return { text: /^shop$/i.test(text) ? 'Shop all' : `Shop all ${text}`, href };
}
