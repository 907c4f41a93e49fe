import { describe, expect, it } from 'vitest';
import { editorKeyAction } from './editorKeys';

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('editorKeyAction', () => {
  it('maps editing keys', () => {
    expect(editorKeyAction(key('Delete'))).toBe('delete');
    expect(editorKeyAction(key('Backspace'))).toBe('delete');
    expect(editorKeyAction(key('d', { ctrlKey: true }))).toBe('duplicate');
    expect(editorKeyAction(key('c', { metaKey: true }))).toBe('copy');
    expect(editorKeyAction(key('v', { ctrlKey: true }))).toBe('paste');
    expect(editorKeyAction(key('ArrowUp', { altKey: true }))).toBe('moveUp');
    expect(editorKeyAction(key('ArrowDown', { altKey: true }))).toBe('moveDown');
    expect(editorKeyAction(key('Escape'))).toBe('clear');
    expect(editorKeyAction(key('Enter'))).toBe('edit');
  });
  it('walks the tree with plain arrows', () => {
    expect(editorKeyAction(key('ArrowDown'))).toBe('next');
    expect(editorKeyAction(key('ArrowUp'))).toBe('previous');
    expect(editorKeyAction(key('ArrowLeft'))).toBe('parent');
    expect(editorKeyAction(key('ArrowRight'))).toBe('firstChild');
  });
  it('leaves other keys alone', () => {
    expect(editorKeyAction(key('a'))).toBeNull();
    expect(editorKeyAction(key('z', { ctrlKey: true }))).toBeNull();
    expect(editorKeyAction(key('ArrowDown', { shiftKey: true }))).toBeNull();
  });
});
