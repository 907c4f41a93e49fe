import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps text that fits unchanged', () => {
    expect(truncate('Summer sale', 50)).toBe('Summer sale');
    expect(truncate('x'.repeat(50), 50)).toBe('x'.repeat(50));
  });

  it('cuts a banner title to 50 characters and appends an ellipsis', () => {
    const title = 'a'.repeat(60);
    expect(truncate(title, 50)).toBe(`${'a'.repeat(50)}\u2026`);
  });

  it('drops the space left before the ellipsis', () => {
    expect(truncate('Organic cotton tees', 8)).toBe('Organic\u2026');
  });

  it('never splits an emoji', () => {
    expect(truncate('🌱🌱🌱', 2)).toBe('🌱🌱\u2026');
  });
});
