import { describe, expect, it } from 'vitest';
import {
  getTheme,
  isThemeName,
  resolvePageTheme,
  resolveTheme,
  themeToCss,
  UnknownThemeError,
} from './index';

/** The whole CSS of one preset: a change here changes every store using it. */
const NAKED_CSS = `:root {
  --primary-color: #111111;
  --primary-contrast: #ffffff;
  --page-background: #ffffff;
  --page-color: #111111;
  --heading1-font: "Roboto", sans-serif;
  --heading1-color: #111111;
  --heading1-size: 2.5rem;
  --heading1-weight: 700;
  --heading1-transform: none;
  --heading2-font: "Roboto", sans-serif;
  --heading2-color: #111111;
  --heading2-size: 2rem;
  --heading2-weight: 700;
  --heading2-transform: none;
  --heading3-font: "Roboto", sans-serif;
  --heading3-color: #111111;
  --heading3-size: 1.5rem;
  --heading3-weight: 700;
  --heading3-transform: none;
  --text-font: "Roboto", sans-serif;
  --text-color: #111111;
  --text-size: 1rem;
  --text-line-height: 1.5;
  --text-muted: #5c5c5c;
  --menu-background: #ffffff;
  --menu-color: #111111;
  --menu-font: "Roboto", sans-serif;
  --menu-transform: none;
  --image-border-radius: 0px;
  --banner-title-font: "Roboto", sans-serif;
  --banner-title-color: #ffffff;
  --banner-copy-color: #ffffff;
  --banner-overlay-color: #000000;
  --banner-border-radius: 0px;
  --button-background: #111111;
  --button-color: #ffffff;
  --button-border-color: #111111;
  --button-border-radius: 0px;
  --button-font: "Roboto", sans-serif;
  --button-transform: none;
  --button-shadow: none;
  --button-secondary-background: #ffffff;
  --button-secondary-color: #111111;
  --button-secondary-border-color: #e0e0e0;
  --feature-background: #f5f5f5;
  --feature-color: #111111;
  --quote-font: "Roboto", sans-serif;
  --quote-color: #111111;
  --quote-background: transparent;
  --announcement-background: #111111;
  --announcement-color: #ffffff;
  --announcement-border-radius: 4px;
  --announcement-v2-background: #111111;
  --announcement-v2-color: #ffffff;
  --card-background: #ffffff;
  --card-color: #111111;
  --card-border-radius: 0px;
  --card-shadow: none;
  --newsletter-background: #f5f5f5;
  --newsletter-color: #111111;
  --gate-background: #111111;
  --gate-color: #ffffff;
  --footer-background: #f5f5f5;
  --footer-color: #111111;
  --form-background: #ffffff;
  --form-color: #111111;
  --form-border-color: #8c959f;
  --form-border-radius: 0px;
  --tag-background: #eeeeee;
  --tag-color: #111111;
  --tag-border-radius: 0px;
  --box-background: #ffffff;
  --box-shadow: none;
  --box-border-radius: 0px;
  --border-color: #e0e0e0;
  --border-radius: 0px;
  --shadow-default: none;
  --chat-background: #111111;
  --chat-color: #ffffff;
  --status-success: #1a7f37;
  --status-warning: #9a6700;
  --status-info: #0969da;
  --error-color: #cf222e;
}`;

describe('themes', () => {
  it('writes a preset as CSS custom properties, exactly', () => {
    expect(themeToCss(resolveTheme('naked').values, ':root')).toBe(NAKED_CSS);
  });

  it('gets a preset as written: its parent and only the keys it changes', () => {
    const pro = getTheme('teemillPro');
    expect(pro.parent).toBe('teemill');
    expect(pro.values).toStrictEqual({ 'primary.color': '#1a5fb4' });
  });

  it('resolves a preset through its chain to the root', () => {
    const theme = resolveTheme('teemillProDark');
    expect(theme.lineage).toEqual(['base', 'teemill', 'teemillDark', 'teemillProDark']);
    expect(theme.values['button.background']).toBe('#1a5fb4');
    expect(theme.values['page.background']).toBe('#121417');
    expect(theme.values['heading1.font']).toBe('Poppins');
    expect(theme.fonts).toEqual(['Poppins', 'Lato']);
  });

  it('refuses an unknown name with UnknownThemeError', () => {
    expect(() => resolveTheme('vaporwave')).toThrow(UnknownThemeError);
    expect(() => getTheme('vaporwave')).toThrow("Theme vaporwave doesn't exist");
  });

  it('knows presets, deprecated ones too, but not the root', () => {
    expect(isThemeName('popart')).toBe(true);
    expect(isThemeName('boho')).toBe(true);
    expect(isThemeName('base')).toBe(false);
    expect(isThemeName('vaporwave')).toBe(false);
  });

  it('renders a page with no theme, or a theme no longer known, in the default theme', () => {
    expect(resolvePageTheme(null).name).toBe('teemill');
    expect(resolvePageTheme(undefined).name).toBe('teemill');
    expect(resolvePageTheme('vaporwave').name).toBe('teemill');
    expect(resolvePageTheme('mocha').name).toBe('mocha');
    expect(resolvePageTheme('mocha').deprecated).toBe(true);
  });
});
