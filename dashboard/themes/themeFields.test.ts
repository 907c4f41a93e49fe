import { describe, expect, it } from 'vitest';
import { baseTheme } from '../../themes';
import { fieldKind, themeFieldGroups } from './themeFields';

describe('themeFieldGroups', () => {
  it('lists the spec groups in the spec order', () => {
    expect(themeFieldGroups().map((group) => group.label)).toEqual([
      'primary',
      'page background',
      'heading1',
      'heading2',
      'heading3',
      'text',
      'menu',
      'image',
      'banner',
      'button',
      'feature',
      'quote',
      'announcement',
      'card',
      'newsletter',
      'gate',
      'footer',
      'form',
      'tag',
      'box',
      'border',
      'chat',
      'status',
      'error',
      'other',
    ]);
  });

  it('shows every theme key exactly once', () => {
    const keys = themeFieldGroups().flatMap((group) => group.fields.map((field) => field.key));
    expect([...keys].sort()).toEqual(Object.keys(baseTheme).sort());
  });

  it('puts announcement.v2 keys in the announcement group', () => {
    const announcement = themeFieldGroups().find((group) => group.label === 'announcement');
    expect(announcement?.fields.map((field) => field.key)).toContain('announcement.v2.background');
  });

  it('keeps the default shadow and video id in the other group', () => {
    const other = themeFieldGroups().find((group) => group.label === 'other');
    expect(other?.fields.map((field) => field.key)).toEqual(['shadow.default', 'video.defaultId']);
  });
});

describe('fieldKind', () => {
  it('picks the control from the key', () => {
    expect(fieldKind('primary.color')).toBe('colour');
    expect(fieldKind('primary.contrast')).toBe('colour');
    expect(fieldKind('button.secondary.borderColor')).toBe('colour');
    expect(fieldKind('status.success')).toBe('colour');
    expect(fieldKind('banner.titleFont')).toBe('font');
    expect(fieldKind('heading1.font')).toBe('font');
    expect(fieldKind('border.radius')).toBe('radius');
    expect(fieldKind('card.borderRadius')).toBe('radius');
    expect(fieldKind('card.shadow')).toBe('shadow');
    expect(fieldKind('shadow.default')).toBe('shadow');
    expect(fieldKind('heading1.size')).toBe('text');
    expect(fieldKind('video.defaultId')).toBe('text');
  });
});
