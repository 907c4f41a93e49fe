import { describe, expect, it } from 'vitest';
import {
  historyKeyAction,
  isSaveShortcut,
  keyboardPlatform,
  type ShortcutKeyEvent,
} from './shortcuts';

const press = (key: string, held: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent => ({
  key,
  code: /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : '',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...held,
});

describe('keyboardPlatform', () => {
  it('reads Mac, iPhone and iPad as mac and the rest as other', () => {
    expect(['MacIntel', 'macOS', 'iPad', 'iPhone'].map(keyboardPlatform)).toEqual([
      'mac',
      'mac',
      'mac',
      'mac',
    ]);
    expect(['Win32', 'Linux x86_64', 'Windows', ''].map(keyboardPlatform)).toEqual([
      'other',
      'other',
      'other',
      'other',
    ]);
  });
});

describe('historyKeyAction on Windows and Linux', () => {
  it('Ctrl+Z -> undo; Shift+Ctrl+Z and Ctrl+Y -> redo', () => {
    expect(historyKeyAction(press('z', { ctrlKey: true }), 'other')).toBe('undo');
    expect(historyKeyAction(press('Z', { ctrlKey: true, shiftKey: true }), 'other')).toBe('redo');
    expect(historyKeyAction(press('y', { ctrlKey: true }), 'other')).toBe('redo');
  });

  it('ignores Cmd (Windows key), Ctrl+Alt (AltGr), a bare Z and other letters', () => {
    expect(historyKeyAction(press('z', { metaKey: true }), 'other')).toBeNull();
    expect(historyKeyAction(press('z', { ctrlKey: true, altKey: true }), 'other')).toBeNull();
    expect(historyKeyAction(press('z'), 'other')).toBeNull();
    expect(historyKeyAction(press('x', { ctrlKey: true }), 'other')).toBeNull();
    expect(historyKeyAction(press('Y', { ctrlKey: true, shiftKey: true }), 'other')).toBeNull();
  });
});

describe('historyKeyAction on a Mac', () => {
  it('Cmd+Z -> undo; Shift+Cmd+Z -> redo', () => {
    expect(historyKeyAction(press('z', { metaKey: true }), 'mac')).toBe('undo');
    expect(historyKeyAction(press('z', { metaKey: true, shiftKey: true }), 'mac')).toBe('redo');
  });

  it('leaves Cmd+Y to the browser and Ctrl+Z to the system', () => {
    expect(historyKeyAction(press('y', { metaKey: true }), 'mac')).toBeNull();
    expect(historyKeyAction(press('y', { ctrlKey: true }), 'mac')).toBeNull();
    expect(historyKeyAction(press('z', { ctrlKey: true }), 'mac')).toBeNull();
  });
});

describe('layouts', () => {
  it('reads the physical key when the layout types a non-Latin letter', () => {
    const russianZ = { ...press('я', { ctrlKey: true }), code: 'KeyZ' };
    expect(historyKeyAction(russianZ, 'other')).toBe('undo');
  });

  it('follows the letter, not the position, on a Latin layout (Dvorak)', () => {
    const dvorakZ = { ...press('z', { ctrlKey: true }), code: 'Slash' };
    const dvorakSemicolon = { ...press(';', { ctrlKey: true }), code: 'KeyZ' };
    expect(historyKeyAction(dvorakZ, 'other')).toBe('undo');
    expect(historyKeyAction(dvorakSemicolon, 'other')).toBeNull();
  });
});

describe('isSaveShortcut', () => {
  it('is Ctrl+S elsewhere and Cmd+S on a Mac', () => {
    expect(isSaveShortcut(press('s', { ctrlKey: true }), 'other')).toBe(true);
    expect(isSaveShortcut(press('s', { metaKey: true }), 'mac')).toBe(true);
  });

  it('is not S alone, Shift+Ctrl+S (save as) or the other platform’s key', () => {
    expect(isSaveShortcut(press('s'), 'other')).toBe(false);
    expect(isSaveShortcut(press('S', { ctrlKey: true, shiftKey: true }), 'other')).toBe(false);
    expect(isSaveShortcut(press('s', { ctrlKey: true }), 'mac')).toBe(false);
  });
});
