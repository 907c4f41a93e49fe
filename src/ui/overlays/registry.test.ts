import { describe, expect, it } from 'vitest';
import {
  closeAllOverlays,
  closeOverlay,
  initialOverlayState,
  isOverlayOpen,
  openOverlay,
  registerOverlay,
  toggleOverlay,
  unregisterOverlay,
} from './registry';

const registered = ['confirm', 'loading', 'select-link'].reduce(
  registerOverlay,
  initialOverlayState,
);

describe('overlay registry', () => {
  it('registers overlays closed', () => {
    expect(registered).toEqual({ confirm: false, loading: false, 'select-link': false });
  });

  it('opens and closes a registered overlay', () => {
    const open = openOverlay(registered, 'confirm');
    expect(isOverlayOpen(open, 'confirm')).toBe(true);
    expect(isOverlayOpen(closeOverlay(open, 'confirm'), 'confirm')).toBe(false);
  });

  it('toggles an overlay both ways', () => {
    const open = toggleOverlay(registered, 'loading');
    expect(isOverlayOpen(open, 'loading')).toBe(true);
    expect(isOverlayOpen(toggleOverlay(open, 'loading'), 'loading')).toBe(false);
  });

  it('closes them all', () => {
    const open = openOverlay(openOverlay(registered, 'confirm'), 'select-link');
    expect(closeAllOverlays(open)).toEqual(registered);
  });

  it('ignores a close request whose event says to prevent closing', () => {
    const open = openOverlay(registered, 'confirm');
    const prevent = { preventClose: true };
    expect(closeOverlay(open, 'confirm', prevent)).toBe(open);
    expect(toggleOverlay(open, 'confirm', prevent)).toBe(open);
    expect(closeAllOverlays(open, prevent)).toBe(open);
  });

  it('ignores names that were never registered', () => {
    expect(openOverlay(registered, 'magic-model')).toBe(registered);
    expect(isOverlayOpen(registered, 'magic-model')).toBe(false);
  });

  it('returns the same state when nothing changes', () => {
    expect(registerOverlay(registered, 'confirm')).toBe(registered);
    expect(closeOverlay(registered, 'confirm')).toBe(registered);
    expect(closeAllOverlays(registered)).toBe(registered);
  });

  it('forgets an unregistered overlay', () => {
    expect(unregisterOverlay(registered, 'loading')).toEqual({
      confirm: false,
      'select-link': false,
    });
  });
});
