import { describe, expect, it } from 'vitest';
import type { SessionView } from '../../src/ssr/contract';
import { collabAccess } from './access';

const person = (divisions: number[], internal = false): SessionView => ({
  userId: 1,
  email: 'someone@demo.test',
  name: 'Someone',
  verified: true,
  signedEula: true,
  internal,
  dashboardDivisions: divisions,
});

describe('collabAccess', () => {
  it('lets a seller of the store edit', () => {
    expect(collabAccess(person([3, 7]), 7)).toBe('edit');
  });

  it('lets staff watch any store read-only, and edit a store they also sell on', () => {
    expect(collabAccess(person([], true), 7)).toBe('read');
    expect(collabAccess(person([7], true), 7)).toBe('edit');
  });

  it('refuses another store’s seller, a customer and a visitor', () => {
    expect(collabAccess(person([3]), 7)).toBeNull();
    expect(collabAccess(person([]), 7)).toBeNull();
    expect(collabAccess(null, 7)).toBeNull();
  });
});
