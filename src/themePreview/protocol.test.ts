import { describe, expect, it } from 'vitest';
import {
  THEME_PREVIEW_APPLY,
  THEME_PREVIEW_READY,
  isTrustedPreviewMessage,
  readThemePreviewApply,
  readThemePreviewReady,
} from './protocol';

const apply = (over: Record<string, unknown> = {}) => ({
  type: THEME_PREVIEW_APPLY,
  variables: { '--primary-color': '#ff0000', '--text-font': '"Lato", sans-serif' },
  fontStylesheets: ['/fonts/lato/700.css'],
  ...over,
});

describe('readThemePreviewApply', () => {
  it('reads a well-formed apply message', () => {
    expect(readThemePreviewApply(apply())).toStrictEqual(apply());
  });

  it('drops other messages and wrong shapes', () => {
    expect(readThemePreviewApply(null)).toBeNull();
    expect(readThemePreviewApply('theme-preview.apply')).toBeNull();
    expect(readThemePreviewApply({ type: 'other' })).toBeNull();
    expect(readThemePreviewApply(apply({ variables: [] }))).toBeNull();
    expect(readThemePreviewApply(apply({ fontStylesheets: 'x' }))).toBeNull();
  });

  it('refuses names that are not custom properties and values that could inject CSS', () => {
    expect(readThemePreviewApply(apply({ variables: { color: 'red' } }))).toBeNull();
    expect(readThemePreviewApply(apply({ variables: { '--a': 'red; color: blue' } }))).toBeNull();
    expect(
      readThemePreviewApply(apply({ variables: { '--a': 'url(https://x.test/)' } })),
    ).toBeNull();
    expect(readThemePreviewApply(apply({ variables: { '--a': 1 } }))).toBeNull();
  });

  it('accepts only self-hosted font stylesheets', () => {
    expect(
      readThemePreviewApply(apply({ fontStylesheets: ['https://fonts.example/lato.css'] })),
    ).toBeNull();
    expect(readThemePreviewApply(apply({ fontStylesheets: ['/fonts/../x.css'] }))).toBeNull();
  });
});

describe('readThemePreviewReady', () => {
  it('reads the framed page path', () => {
    expect(readThemePreviewReady({ type: THEME_PREVIEW_READY, path: '/about/' })).toStrictEqual({
      type: THEME_PREVIEW_READY,
      path: '/about/',
    });
    expect(readThemePreviewReady({ type: THEME_PREVIEW_READY, path: 'https://x' })).toBeNull();
  });
});

describe('isTrustedPreviewMessage', () => {
  const parent = {};
  const expected = { origin: 'https://shop.test', source: parent };

  it('trusts only the expected window on our origin', () => {
    expect(isTrustedPreviewMessage({ origin: 'https://shop.test', source: parent }, expected)).toBe(
      true,
    );
    expect(isTrustedPreviewMessage({ origin: 'https://evil.test', source: parent }, expected)).toBe(
      false,
    );
    expect(isTrustedPreviewMessage({ origin: 'https://shop.test', source: {} }, expected)).toBe(
      false,
    );
    expect(
      isTrustedPreviewMessage(
        { origin: 'https://shop.test', source: null },
        {
          origin: 'https://shop.test',
          source: null,
        },
      ),
    ).toBe(false);
  });
});
