import { describe, expect, it } from 'vitest';
import {
  FONT_LOAD_TIMEOUT_MS,
  nextFontLoadState,
  startFontLoading,
  type FontLoadEvent,
} from './fontLoadState';

const run = (families: string[], events: FontLoadEvent[]) =>
  events.reduce(nextFontLoadState, startFontLoading(families));

describe('font loading state', () => {
  it('gives up after 3 s', () => {
    expect(FONT_LOAD_TIMEOUT_MS).toBe(3000);
  });

  it('is loading until every family has loaded or failed, then active', () => {
    const loading = run(['Lato', 'Oswald'], [{ type: 'font.loaded', family: 'Lato' }]);
    expect(loading).toStrictEqual({ status: 'loading', pending: ['Oswald'], loaded: ['Lato'] });
    expect(nextFontLoadState(loading, { type: 'font.failed', family: 'Oswald' })).toStrictEqual({
      status: 'active',
      pending: [],
      loaded: ['Lato'],
    });
  });

  it('is inactive when every family failed', () => {
    expect(
      run(
        ['Lato', 'Oswald'],
        [
          { type: 'font.failed', family: 'Lato' },
          { type: 'font.failed', family: 'Oswald' },
        ],
      ).status,
    ).toBe('inactive');
  });

  it('on the timeout, families still loading count as failed', () => {
    expect(run(['Lato'], [{ type: 'timeout' }]).status).toBe('inactive');
    expect(
      run(['Lato', 'Oswald'], [{ type: 'font.loaded', family: 'Oswald' }, { type: 'timeout' }])
        .status,
    ).toBe('active');
  });

  it('stays active or inactive once decided, and ignores families not pending', () => {
    const active = run(['Lato'], [{ type: 'font.loaded', family: 'Lato' }]);
    expect(nextFontLoadState(active, { type: 'timeout' })).toBe(active);
    const loading = startFontLoading(['Lato']);
    expect(nextFontLoadState(loading, { type: 'font.loaded', family: 'Arial' })).toBe(loading);
  });

  it('is inactive at once for a batch without web fonts', () => {
    expect(startFontLoading([])).toStrictEqual({ status: 'inactive', pending: [], loaded: [] });
  });
});
