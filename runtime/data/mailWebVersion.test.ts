import { describe, expect, it } from 'vitest';
import { mailPageIdFrom } from './mailWebVersion';

describe('mailPageIdFrom', () => {
  it('reads a page id from the mail route parameter', () => {
    expect(mailPageIdFrom('42')).toBe(42);
  });
  it('refuses anything that is not a positive whole number', () => {
    for (const bad of ['', '0', '-1', '4.2', '42abc', '0x2a', '99999999999999999']) expect(mailPageIdFrom(bad)).toBeNull();
  });
});
