// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCustomCode } from './useCustomCode';

afterEach(cleanup);

const granted = { analytics: 'granted', ads: 'granted' } as const;
const code = { global: '<p class="seller-code">Hello</p>' };
const added = () => document.querySelectorAll('[data-custom-code] .seller-code').length;

describe('useCustomCode', () => {
  it('adds the code once hydrated and consented, and takes it away on unmount', () => {
    const { unmount } = renderHook(() => useCustomCode({ hydrated: true, code, consent: granted }));
    expect(added()).toBe(1);
    unmount();
    expect(added()).toBe(0);
  });

  it('adds nothing before consent or hydration', () => {
    renderHook(() => useCustomCode({ hydrated: true, code, consent: null }));
    renderHook(() => useCustomCode({ hydrated: false, code, consent: granted }));
    renderHook(() =>
      useCustomCode({ hydrated: true, code, consent: { analytics: 'granted', ads: 'denied' } }),
    );
    expect(added()).toBe(0);
  });
});
