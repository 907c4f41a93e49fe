import { describe, expect, it } from 'vitest';
import { baseTheme } from './base';
import { keysFollowing, mergeLineage, substituteReferences } from './resolve';
import { rootTheme } from './root';

describe('root theme', () => {
  const declared = mergeLineage([rootTheme]);

  it('resolves to the base theme exactly, so themeVar fallbacks agree with it', () => {
    expect(substituteReferences(declared)).toStrictEqual({ ...baseTheme });
  });

  it('keeps the spec defaults: green primary, error and warning colours, a text font, 4px radius, a video id', () => {
    expect(declared['primary.color']).toBe('#00a84f');
    expect(declared['error.color']).toBe('#cf222e');
    expect(declared['status.warning']).toBe('#9a6700');
    expect(declared['text.font']).toBe('Lato');
    expect(declared['border.radius']).toBe('4px');
    expect(declared['video.defaultId']).toBe('dQw4w9WgXcQ');
  });

  it('makes buttons, chat and the v2 announcement follow the primary colour', () => {
    expect(keysFollowing(declared, 'primary.color')).toEqual([
      'button.background',
      'button.borderColor',
      'announcement.v2.background',
      'chat.background',
    ]);
  });

  it('makes every radius but the banner, tag and announcement follow border.radius', () => {
    expect(keysFollowing(declared, 'border.radius')).toEqual([
      'image.borderRadius',
      'button.borderRadius',
      'card.borderRadius',
      'form.borderRadius',
      'box.borderRadius',
    ]);
  });
});
