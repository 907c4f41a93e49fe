import { describe, expect, it } from 'vitest';
import { pageSchema } from '../model';
import { pageAccess } from './pageAccess';

const page = (loginState: string, published = true) =>
  pageSchema.parse({ published, properties: { loginState: { value: loginState } } });

describe('pageAccess', () => {
  it('asks nothing of anyone for an everyone page', () => {
    expect(pageAccess(page('everyone'))).toStrictEqual([]);
  });

  it('adds the requirement matching the loginState', () => {
    expect(pageAccess(page('logged-in'))).toStrictEqual(['logged-in']);
    expect(pageAccess(page('logged-out'))).toStrictEqual(['logged-out']);
    expect(pageAccess(page('dashboard-access'))).toStrictEqual(['dashboard-access']);
  });

  it('adds the internal requirement to an unpublished page', () => {
    expect(pageAccess(page('everyone', false))).toStrictEqual(['internal']);
    expect(pageAccess(page('logged-in', false))).toStrictEqual(['logged-in', 'internal']);
  });
});
