import { describe, expect, it } from 'vitest';
import { UnsafeCssError } from './errors';
import { themeToCss, themeToVariables } from './css';

describe('themeToCss', () => {
  it('writes one custom property per key, in base key order, under the selector', () => {
    const css = themeToCss(
      { 'button.background': '#0b5cad', 'primary.color': '#0b5cad', 'border.radius': '12px' },
      '.theme-preview',
    );
    expect(css).toBe(
      [
        '.theme-preview {',
        '  --primary-color: #0b5cad;',
        '  --button-background: #0b5cad;',
        '  --border-radius: 12px;',
        '}',
      ].join('\n'),
    );
  });

  it('turns references into var() of the referenced property', () => {
    const css = themeToCss(
      {
        'button.background': '{primary.color}',
        'box.shadow': '0 0 0 2px {button.secondary.borderColor}',
      },
      ':root',
    );
    expect(css).toBe(
      [
        ':root {',
        '  --button-background: var(--primary-color);',
        '  --box-shadow: 0 0 0 2px var(--button-secondary-border-color);',
        '}',
      ].join('\n'),
    );
  });

  it('refuses a reference to a key that does not exist', () => {
    expect(() => themeToCss({ 'button.background': '{primary.colour}' }, ':root')).toThrow(
      'Theme key button.background refers to unknown key primary.colour',
    );
  });

  it('writes font families as a quoted stack, and a referenced font as var()', () => {
    const css = themeToCss(
      { 'heading1.font': 'Playfair Display', 'banner.titleFont': '{heading1.font}' },
      ':root',
    );
    expect(css).toBe(
      [
        ':root {',
        '  --heading1-font: "Playfair Display", serif;',
        '  --banner-title-font: var(--heading1-font);',
        '}',
      ].join('\n'),
    );
  });

  it('leaves out keys that are not style (the default video id)', () => {
    expect(themeToCss({ 'video.defaultId': 'abc', 'page.background': '#ffffff' }, ':root')).toBe(
      ':root {\n  --page-background: #ffffff;\n}',
    );
  });

  it.each([
    ['a declaration break', '#fff; background: url(https://evil.example)'],
    ['a closing brace', '#fff } body { display: none'],
    ['a closing style tag', '</style><script>alert(1)</script>'],
    ['a comment', '#fff /* hidden'],
    ['an escape', '\\3c script'],
    ['a new line', '#fff\n}'],
  ])('refuses a value with %s', (_what, value) => {
    expect(() => themeToCss({ 'page.background': value }, ':root')).toThrow(UnsafeCssError);
  });

  it('refuses a font family that would end its quotes', () => {
    expect(() => themeToCss({ 'text.font': 'Lato", serif' }, ':root')).toThrow(
      'Unsafe CSS in text.font: "Lato\\", serif"',
    );
  });

  it('refuses a selector that would open its own rule', () => {
    expect(() => themeToCss({}, 'body { color: red } :root')).toThrow(
      'Unsafe CSS in selector: "body { color: red } :root"',
    );
  });
});

describe('themeToVariables', () => {
  it('maps each custom property to its value, fonts as stacks, behaviour keys left out', () => {
    expect(
      themeToVariables({
        'primary.color': '#0b5cad',
        'text.font': 'Lato',
        'button.background': '{primary.color}',
        'video.defaultId': 'dQw4w9WgXcQ',
      }),
    ).toStrictEqual({
      '--primary-color': '#0b5cad',
      '--text-font': '"Lato", sans-serif',
      '--button-background': 'var(--primary-color)',
    });
  });
});
