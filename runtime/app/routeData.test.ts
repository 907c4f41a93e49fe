import { describe, expect, it } from 'vitest';
import { screenRouteMeta } from '../../src/rules/routeMeta';
import { matchedRouteMeta } from './routeData';

describe('matchedRouteMeta', () => {
  it('finds the metadata attached to the guarding route among the matches', () => {
    const basket = screenRouteMeta('Basket', { layout: 'cart' });
    const matches = [
      { routeId: '__root__', staticData: {} },
      { routeId: '/basket', staticData: { meta: basket } },
    ];
    expect(matchedRouteMeta(matches, '/basket')).toBe(basket);
    expect(matchedRouteMeta(matches, '__root__')).toBeUndefined();
  });
});
