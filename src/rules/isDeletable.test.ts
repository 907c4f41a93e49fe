import { describe, expect, it } from 'vitest';
import { isDeletable } from './isDeletable';

describe('isDeletable', () => {
  it('lets a saved page that is not the homepage be deleted', () => {
    expect(isDeletable({ id: 12, url: '/about/' })).toBe(true);
  });

  it('keeps the homepage', () => {
    expect(isDeletable({ id: 1, url: '/' })).toBe(false);
  });

  it('has nothing to delete for a missing or never-saved page', () => {
    expect(isDeletable(null)).toBe(false);
    expect(isDeletable(undefined)).toBe(false);
    expect(isDeletable({ url: '/about/' })).toBe(false);
  });
});
