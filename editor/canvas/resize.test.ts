import { describe, expect, it } from 'vitest';
import { keyboardWidth, snappedWidth } from './resize';

describe('snappedWidth', () => {
  it('snaps the travel to whole columns', () => {
    expect(snappedWidth(12, -290, 100)).toBe(9);
    expect(snappedWidth(6, 140, 100)).toBe(7);
    expect(snappedWidth(6, 40, 100)).toBe(6);
  });
  it('never goes below 3 or above 12 columns', () => {
    expect(snappedWidth(4, -900, 100)).toBe(3);
    expect(snappedWidth(10, 900, 100)).toBe(12);
  });
});

describe('keyboardWidth', () => {
  it('steps one column with the arrows, within 3..12', () => {
    expect(keyboardWidth(6, 'ArrowRight')).toBe(7);
    expect(keyboardWidth(6, 'ArrowLeft')).toBe(5);
    expect(keyboardWidth(3, 'ArrowLeft')).toBe(3);
    expect(keyboardWidth(12, 'ArrowRight')).toBe(12);
  });
  it('jumps to the limits with Home and End and ignores other keys', () => {
    expect(keyboardWidth(6, 'Home')).toBe(3);
    expect(keyboardWidth(6, 'End')).toBe(12);
    expect(keyboardWidth(6, 'a')).toBeNull();
  });
});
