import { describe, expect, it } from 'vitest';
import type { SessionView } from '../../src/ssr/contract';
import { COLLAB_REFUSALS } from '../../src/collab/protocol';
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
    expect(collabAccess(person([3, 7]), 7)).toEqual({ mode: 'edit', userId: 1 });
  });

  it('lets staff watch any store read-only, and edit a store they also sell on', () => {
    expect(collabAccess(person([], true), 7)).toEqual({ mode: 'read', userId: 1 });
    expect(collabAccess(person([7], true), 7)).toEqual({ mode: 'edit', userId: 1 });
  });

  it('refuses another store’s seller and a customer as forbidden, a visitor as not signed in', () => {
    const forbidden = { refused: COLLAB_REFUSALS.forbidden };
    expect(collabAccess(person([3]), 7)).toEqual(forbidden);
    expect(collabAccess(person([]), 7)).toEqual(forbidden);
    expect(collabAccess(null, 7)).toEqual({ refused: COLLAB_REFUSALS.signIn });
  });
});
