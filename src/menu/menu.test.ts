import { describe, expect, it } from 'vitest';
import {
  mainMenuSchema,
  MENU_MESSAGES,
  menuUpdateSchema,
  sanitizeMenu,
  unsafeMenuLinks,
} from './menu';

const menu = mainMenuSchema.parse([
  {
    text: 'Shop',
    href: '/shop/',
    submenu: [
      {
        mode: 'tiles',
        title: 'New in',
        items: [{ src: '/uploads/1/a.png', title: 'Herons', link: 'javascript:alert(1)' }],
      },
      { mode: 'list', title: 'Help', items: [{ text: 'Mail us', href: 'mailto:hi@example.com' }] },
    ],
  },
  { text: 'Call', href: 'tel:+441234' },
]);

describe('main menu rules', () => {
  it('fills the spec’s image tile defaults', () => {
    const tile = menu[0]?.submenu[0]?.items[0];
    expect(tile).toStrictEqual({
      src: '/uploads/1/a.png',
      title: 'Herons',
      description: '',
      link: 'javascript:alert(1)',
      overlay: null,
      borderRadius: 'sharp',
      ratio: 'square',
      textAlignment: 'left',
      color: null,
      shadow: 'none',
      button: null,
    });
  });

  it('finds links whose scheme is not allowed, and the sanitiser sends them to the 404 page', () => {
    expect(unsafeMenuLinks(menu)).toStrictEqual([
      { where: 'Shop: Herons', url: 'javascript:alert(1)' },
    ]);
    const warnings: string[] = [];
    const clean = sanitizeMenu(menu, (message) => warnings.push(message));
    const tiles = clean[0]?.submenu[0];
    expect(tiles?.mode === 'tiles' && tiles.items[0]?.link).toBe('/404/');
    expect(clean[1]?.href).toBe('tel:+441234');
    expect(warnings).toStrictEqual(['Unsafe URL replaced: javascript:alert(1)']);
  });

  it('needs the text of every entry and a version', () => {
    const result = menuUpdateSchema.safeParse({ version: 1, mainMenu: [{ text: ' ' }] });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(
      MENU_MESSAGES.textRequired,
    );
    expect(menuUpdateSchema.safeParse({ version: 0, mainMenu: [] }).success).toBe(false);
  });
});
