import { describe, expect, it } from 'vitest';
import { menuAfterClick, shopAllLink } from './menuRules';

describe('menuAfterClick', () => {
  it('keeps a submenu opened by hovering open when its entry is clicked', () => {
    expect(menuAfterClick('hover')).toBe('click');
  });

  it('opens a closed submenu and closes one opened by a click', () => {
    expect(menuAfterClick(null)).toBe('click');
    expect(menuAfterClick('click')).toBeNull();
  });
});

describe('shopAllLink', () => {
  it('reads "Shop all" for the Shop entry, never "Shop all Shop"', () => {
    expect(shopAllLink({ text: 'Shop', href: '/collection/new-in/' })).toStrictEqual({
      text: 'Shop all',
      href: '/collection/new-in/',
    });
  });

  it('names any other entry', () => {
    expect(shopAllLink({ text: 'Designs', href: '/collection/designs/' })).toStrictEqual({
      text: 'Shop all Designs',
      href: '/collection/designs/',
    });
  });

  it('is left out when the entry links nowhere', () => {
    expect(shopAllLink({ text: 'Designs', href: '#' })).toBeNull();
    expect(shopAllLink({ text: 'Designs', href: ' ' })).toBeNull();
  });
});
