// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFontLoading } from './useFontLoading';

const lato = { family: 'Lato', weights: [400, 700], display: 'swap' as const };
const oswald = { family: 'Oswald', weights: [400, 500, 700], display: 'swap' as const };

let load: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  load = vi.fn();
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  delete document.documentElement.dataset.fonts;
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'fonts');
});

const state = () => document.documentElement.dataset.fonts;

describe('useFontLoading', () => {
  it("loads each requested weight and is active once the batch's fonts loaded", async () => {
    load.mockImplementation(async (query: string) => [{ query }]);
    renderHook(() => useFontLoading([lato, oswald]));
    expect(state()).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(load.mock.calls.map(([query]) => query)).toEqual([
      '400 1em "Lato"',
      '700 1em "Lato"',
      '400 1em "Oswald"',
      '500 1em "Oswald"',
      '700 1em "Oswald"',
    ]);
    expect(state()).toBe('active');
  });

  it('is inactive when the fonts fail or match no face', async () => {
    load.mockImplementation(async (query: string) => {
      if (query.includes('Lato')) throw new Error('404');
      return [];
    });
    renderHook(() => useFontLoading([lato, oswald]));
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('inactive');
  });

  it('is inactive when the fonts are still loading after 3 s', async () => {
    load.mockImplementation(() => new Promise(() => undefined));
    renderHook(() => useFontLoading([lato]));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(state()).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toBe('inactive');
  });

  it('is inactive at once for a batch without web fonts', () => {
    renderHook(() => useFontLoading([]));
    expect(state()).toBe('inactive');
    expect(load).not.toHaveBeenCalled();
  });
});
