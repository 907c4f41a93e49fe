import { describe, expect, it } from 'vitest';
import { storeStateSchema } from '../../src/model';
import {
  headerHeight,
  headerOffset,
  operatorMode,
  scrollTarget,
  showsCurrencySelector,
  showsFavourites,
} from './headerRules';

const state = (extra: Record<string, unknown> = {}, subdomain: Record<string, unknown> = {}) =>
  storeStateSchema.parse({
    subdomain: { division: { id: 1, name: 'D', code: 'd' }, sessionId: 's', ...subdomain },
    ...extra,
  });

describe('headerHeight', () => {
  it('is 5rem, 3.5rem on small screens, 6.5rem with the search bar, 4rem after scrolling', () => {
    expect(headerHeight({ scrolled: false, searchBar: false, small: false })).toBe('5rem');
    expect(headerHeight({ scrolled: false, searchBar: false, small: true })).toBe('3.5rem');
    expect(headerHeight({ scrolled: false, searchBar: true, small: false })).toBe('6.5rem');
    expect(headerHeight({ scrolled: true, searchBar: false, small: false })).toBe('4rem');
    expect(headerHeight({ scrolled: true, searchBar: false, small: true })).toBe('4rem');
  });

  it('keeps the open search bar at 6.5rem while the page scrolls', () => {
    expect(headerHeight({ scrolled: true, searchBar: true, small: true })).toBe('6.5rem');
  });
});

describe('headerOffset', () => {
  it('pushes the page down by the unscrolled height: 5rem, 3.5rem small, 6.5rem with the search bar', () => {
    expect(headerOffset({ searchBar: false, small: false })).toBe('5rem');
    expect(headerOffset({ searchBar: false, small: true })).toBe('3.5rem');
    expect(headerOffset({ searchBar: true, small: true })).toBe('6.5rem');
  });
});

describe('header icons', () => {
  it('shows the favourites heart only when enabled and the count is above 0', () => {
    expect(showsFavourites(true, 1)).toBe(true);
    expect(showsFavourites(true, 0)).toBe(false);
    expect(showsFavourites(false, 3)).toBe(false);
    // The store's favourites setting is on unless the seller turns it off.
    expect(state().favouritesEnabled).toBe(true);
    expect(showsFavourites(state({ favouritesEnabled: false }).favouritesEnabled, 3)).toBe(false);
  });
  it('shows the currency selector with a currency plugin while the currency is GBP', () => {
    expect(showsCurrencySelector(state({}, { plugins: { currency: {} } }))).toBe(true);
    expect(showsCurrencySelector(state({ currency: 'USD' }, { plugins: { currency: {} } }))).toBe(
      false,
    );
    expect(showsCurrencySelector(state())).toBe(false);
  });
});

describe('operatorMode', () => {
  it('is headless only when asked', () => {
    expect(operatorMode({ operator: 'headless' })).toBe('headless');
    expect(operatorMode({})).toBe('default');
  });
});

describe('scrollTarget', () => {
  it('goes to the top on a new path and to the saved position 300 ms after going back', () => {
    expect(scrollTarget('push', 500)).toEqual({ y: 0, delayMs: 0 });
    expect(scrollTarget('back', 500)).toEqual({ y: 500, delayMs: 300 });
    expect(scrollTarget('back', undefined)).toEqual({ y: 0, delayMs: 0 });
  });
});
