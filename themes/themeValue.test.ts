import { describe, expect, it } from 'vitest';
import {
  THEME_COLOUR_MESSAGE,
  THEME_FONT_MESSAGE,
  THEME_RADIUS_MESSAGE,
  themeValueKind,
  themeValueProblem,
} from './themeValue';

describe('themeValueKind', () => {
  it('picks the control from the key', () => {
    expect(themeValueKind('primary.color')).toBe('colour');
    expect(themeValueKind('button.secondary.borderColor')).toBe('colour');
    expect(themeValueKind('heading1.font')).toBe('font');
    expect(themeValueKind('card.borderRadius')).toBe('radius');
    expect(themeValueKind('shadow.default')).toBe('shadow');
    expect(themeValueKind('video.defaultId')).toBe('text');
  });
});

describe('themeValueProblem', () => {
  it('accepts hex colours of 3, 4, 6 or 8 digits and transparent', () => {
    for (const value of ['#0a8', '#0a8c', '#00aa88', '#00aa88cc', 'transparent']) {
      expect(themeValueProblem('primary.color', value)).toBeNull();
    }
  });

  it('refuses an invalid hex string, a hex without # and other colour syntax', () => {
    for (const value of ['#12', '#ggg', '00aa88', 'red', 'rgb(0,0,0)', '#00aa88;x:y']) {
      expect(themeValueProblem('primary.color', value)).toBe(THEME_COLOUR_MESSAGE);
    }
  });

  it('accepts only catalogue fonts', () => {
    expect(themeValueProblem('heading1.font', 'Lato')).toBeNull();
    expect(themeValueProblem('heading1.font', 'Comic Sans MS')).toBe(THEME_FONT_MESSAGE);
  });

  it('accepts one plain length as a radius', () => {
    expect(themeValueProblem('border.radius', '12px')).toBeNull();
    expect(themeValueProblem('border.radius', '999px')).toBeNull();
    expect(themeValueProblem('border.radius', '4px; color: red')).toBe(THEME_RADIUS_MESSAGE);
  });

  it('leaves shadows and plain text to the length limit', () => {
    expect(themeValueProblem('card.shadow', 'none')).toBeNull();
    expect(themeValueProblem('video.defaultId', 'dQw4w9WgXcQ')).toBeNull();
  });
});
