// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SplitTest } from '../../src/model';
import { useSplitTestStartLog } from './useSplitTestStartLog';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const tests: SplitTest[] = [
  {
    id: 1,
    code: 'hero',
    name: 'hero',
    variation: { id: 2, name: 'B' },
    availableVariations: [],
    discovered: true,
  },
];

describe('console log of split-test starts', () => {
  it('tells an internal user which variation each test started with, once hydrated', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { rerender } = renderHook(
      (hydrated: boolean) => useSplitTestStartLog({ hydrated, internal: true, splitTests: tests }),
      { initialProps: false },
    );
    expect(info).not.toHaveBeenCalled();
    rerender(true);
    expect(info.mock.calls).toStrictEqual([['Split test hero started: showing variation B']]);
  });

  it('logs nothing for a shopper', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    renderHook(() => useSplitTestStartLog({ hydrated: true, internal: false, splitTests: tests }));
    expect(info).not.toHaveBeenCalled();
  });
});
