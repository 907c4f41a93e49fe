import { z } from 'zod';
import { isSafeUrl, sanitizeUrl } from '../links';
import {
  imageTileSchema,
  mainMenuEntrySchema,
  type ImageTile,
  type MainMenuEntry,
  type SubmenuSegment,
} from '../model';

/**
 * The store's main menu as the seller edits it (the storefront spec's main menu entry:
 * text, href, color, backgroundColor, submenu segments of image tiles or item lists).
 * Saves are versioned: a save names the version it was made from.
 */
export const MENU_MESSAGES = {
  conflict: 'The menu was changed by someone else',
  textRequired: 'Please enter the text of every menu entry',
} as const;

/** Generous limits that keep a header usable and a request small. */
export const MENU_LIMITS = { entries: 12, segments: 6, items: 24 } as const;

const entrySchema = mainMenuEntrySchema.extend({
  text: z.string().trim().min(1, MENU_MESSAGES.textRequired).max(60),
});

export const mainMenuSchema = z
  .array(entrySchema)
  .max(MENU_LIMITS.entries)
  .superRefine((entries, ctx) => {
    entries.forEach((entry, index) => {
      if (entry.submenu.length > MENU_LIMITS.segments)
        ctx.addIssue({
          code: 'custom',
          path: [index, 'submenu'],
          message: `At most ${MENU_LIMITS.segments} submenu segments in an entry`,
        });
      entry.submenu.forEach((segment, at) => {
        if (segment.items.length > MENU_LIMITS.items)
          ctx.addIssue({
            code: 'custom',
            path: [index, 'submenu', at, 'items'],
            message: `At most ${MENU_LIMITS.items} items in a submenu`,
          });
      });
    });
  });

export const menuUpdateSchema = z.object({
  version: z.number().int().min(1),
  mainMenu: mainMenuSchema,
});

/** Every link a menu holds, with where it is, for the sanitiser and the editor's warnings. */
export function menuLinks(menu: readonly MainMenuEntry[]): Array<{ where: string; url: string }> {
  const links: Array<{ where: string; url: string }> = [];
  menu.forEach((entry, index) => {
    const name = entry.text || `entry ${index + 1}`;
    links.push({ where: name, url: entry.href });
    entry.submenu.forEach((segment) => {
      if (segment.link) links.push({ where: `${name}: ${segment.title}`, url: segment.link });
      if (segment.mode === 'tiles')
        segment.items.forEach((tile) =>
          links.push({ where: `${name}: ${tile.title || 'image tile'}`, url: tile.link }),
        );
      else
        segment.items.forEach((item) =>
          links.push({ where: `${name}: ${item.text}`, url: item.href }),
        );
    });
  });
  return links;
}

/** The links shoppers would not be sent to (scheme not allowed): they get the 404 page. */
export const unsafeMenuLinks = (menu: readonly MainMenuEntry[]) =>
  menuLinks(menu).filter((link) => !isSafeUrl(link.url));

/**
 * The menu as stored: every link through the shared sanitiser (an unsafe one becomes the
 * 404 page and is logged), image sources too.
 */
export function sanitizeMenu(
  menu: readonly MainMenuEntry[],
  warn: (message: string) => void,
): MainMenuEntry[] {
  const clean = (url: string) => sanitizeUrl(url, warn);
  const cleanTile = (tile: ImageTile): ImageTile => ({
    ...tile,
    src: clean(tile.src),
    link: clean(tile.link),
  });
  return menu.map((entry) => ({
    ...entry,
    href: clean(entry.href),
    submenu: entry.submenu.map((segment): SubmenuSegment => {
      const base = {
        ...segment,
        link: segment.link === null ? null : clean(segment.link),
        image: segment.image === null ? null : clean(segment.image),
      };
      return segment.mode === 'tiles'
        ? { ...base, mode: 'tiles', items: segment.items.map(cleanTile) }
        : {
            ...base,
            mode: 'list',
            items: segment.items.map((item) => ({ ...item, href: clean(item.href) })),
          };
    }),
  }));
}

/** A new image tile with the schema's defaults. */
export const newImageTile = (src: string): ImageTile => imageTileSchema.parse({ src });
