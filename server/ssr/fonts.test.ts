import { describe, expect, it } from 'vitest';
import { fontFaceCss } from './fonts';

describe('inline font faces', () => {
  it('reads a catalogue stylesheet and points its font files at /fonts/', () => {
    const css = fontFaceCss(['/fonts/lato/400.css']);
    expect(css).toContain("font-family: 'Lato'");
    expect(css).toContain('font-display: swap');
    expect(css).toContain('url(/fonts/lato/files/lato-latin-400-normal.woff2)');
    expect(css).not.toContain('url(./files/');
  });

  it('adds nothing for a stylesheet outside the catalogue or a path that escapes it', () => {
    expect(
      fontFaceCss([
        '/fonts/not-a-font/400.css',
        '/fonts/lato/../../package.json',
        '/elsewhere.css',
      ]),
    ).toBe('');
  });
});
