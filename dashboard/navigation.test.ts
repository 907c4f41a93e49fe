import { describe, expect, it } from 'vitest';
import {
  NAVIGATION,
  NAV_GROUPS,
  isCurrentNavItem,
  navGroupItems,
  searchNavigation,
} from './navigation';

describe('dashboard navigation', () => {
  it('puts every screen in a known group with a unique address', () => {
    const hrefs = NAVIGATION.map((item) => item.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const item of NAVIGATION) expect(NAV_GROUPS).toContain(item.group);
  });

  it('lists a group in order, leaving out palette-only rows', () => {
    expect(navGroupItems(NAVIGATION, 'Catalogue').map((item) => item.label)).toStrictEqual([
      'Products',
      'Collections',
      'Images',
    ]);
  });

  it('finds screens by label, group or keyword, best first', () => {
    expect(searchNavigation(NAVIGATION, 'theme')[0]?.label).toBe('Theme');
    expect(searchNavigation(NAVIGATION, 'fonts').map((item) => item.label)).toStrictEqual([
      'Theme',
    ]);
    expect(searchNavigation(NAVIGATION, 'zzz')).toStrictEqual([]);
    expect(searchNavigation(NAVIGATION, '  ')).toHaveLength(NAVIGATION.length);
  });

  it('marks the current screen, with Home only on itself', () => {
    const home = NAVIGATION[0]!;
    const products = NAVIGATION.find((item) => item.label === 'Products')!;
    expect(isCurrentNavItem(home, '/dashboard/')).toBe(true);
    expect(isCurrentNavItem(home, '/dashboard/products/')).toBe(false);
    expect(isCurrentNavItem(products, '/dashboard/products/new/')).toBe(true);
    expect(isCurrentNavItem(products, '/dashboard/products')).toBe(true);
  });
});
