import { describe, expect, it } from 'vitest';
import { fontStylesheetUrl, themeHead } from './theme';

describe('themeHead', () => {
  it('writes the theme as CSS custom properties on :root', () => {
    const head = themeHead('naked');
    expect(head.css.startsWith(':root {')).toBe(true);
    expect(head.css).toContain('--primary-color:');
  });
  it('self-hosts the theme’s fonts from /fonts/', () => {
    for (const url of themeHead('naked').fontStylesheets)
      expect(url).toMatch(/^\/fonts\/[a-z0-9-]+\/\d+\.css$/);
  });
  it('falls back to the default theme for an unknown name', () => {
    expect(themeHead('no-such-theme').css).toBe(themeHead(null).css);
  });
  it('applies the store’s saved theme-editor changes over its preset, fonts included', () => {
    const head = themeHead('naked', { 'primary.color': '#ff0000', 'heading1.font': 'Roboto' });
    expect(head.css).toContain('--primary-color: #ff0000');
    expect(head.themeColor).toBe('#ff0000');
    expect(head.fontStylesheets.some((url) => url.startsWith('/fonts/roboto/'))).toBe(true);
  });
});

describe('fontStylesheetUrl', () => {
  it('maps an @fontsource stylesheet to the server’s /fonts/ path', () => {
    expect(fontStylesheetUrl('@fontsource/lato/700.css')).toBe('/fonts/lato/700.css');
  });
});
