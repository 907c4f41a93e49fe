import { describe, expect, it } from 'vitest';
import { readThemePreviewApply } from '../../src/themePreview/protocol';
import { previewMessage } from './previewTheme';

describe('previewMessage', () => {
  it('sends every key resolved over the preset, so a changed seed moves the keys that follow it', () => {
    const message = previewMessage({ base: 'teemill', overrides: { 'primary.color': '#ff0000' } });
    expect(message.variables['--primary-color']).toBe('#ff0000');
    expect(Object.keys(message.variables).length).toBeGreaterThan(50);
    // What the storefront accepts: the dashboard never sends what the frame would drop.
    expect(readThemePreviewApply(message)).toStrictEqual(message);
  });

  it('sends a changed font as a stack with its self-hosted stylesheets', () => {
    const message = previewMessage({ base: 'teemill', overrides: { 'heading1.font': 'Pacifico' } });
    expect(message.variables['--heading1-font']).toBe('"Pacifico", cursive');
    expect(message.fontStylesheets).toContain('/fonts/pacifico/400.css');
  });

  it('is accepted by the storefront for every preset', async () => {
    const { presetNames } = await import('../../themes');
    for (const base of presetNames) {
      expect(readThemePreviewApply(previewMessage({ base, overrides: {} }))).not.toBeNull();
    }
  });
});
