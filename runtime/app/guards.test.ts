import { describe, expect, it } from 'vitest';
import { loggedIn, storeVisit } from '../../src/guards';
import { guardState } from '../../src/guards/testState';
import { createRouteGuards } from './guards';

describe('createRouteGuards', () => {
  it('answers the first failing guard’s redirect, or null', () => {
    const guards = createRouteGuards(() => undefined);
    expect(guards.check([storeVisit, loggedIn], guardState({ fullPath: '/members/' }))).toBe(
      '/login/?redirect_uri=%2Fmembers%2F',
    );
    expect(guards.check([storeVisit], guardState())).toBeNull();
  });

  it('breaks an access loop on the 100th failed pass in a row with /404/ and a console error', () => {
    const logged: string[] = [];
    const guards = createRouteGuards((message) => logged.push(message));
    const locked = guardState({ path: '/a/', store: { passwordProtected: true } });
    for (let pass = 1; pass < 100; pass++)
      expect(guards.check([storeVisit], locked)).toBe('/login/');
    expect(logged).toEqual([]);
    expect(guards.check([storeVisit], locked)).toBe('/404/');
    expect(logged).toEqual(['Access loop: 100 consecutive failed guard passes']);
  });

  it('starts counting again after a navigation passes its guards', () => {
    const guards = createRouteGuards(() => undefined);
    const locked = guardState({ path: '/a/', store: { passwordProtected: true } });
    for (let pass = 1; pass < 100; pass++) guards.check([storeVisit], locked);
    guards.passed();
    expect(guards.check([storeVisit], locked)).toBe('/login/');
  });
});
