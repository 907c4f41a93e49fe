import { describe, expect, it } from 'vitest';
import { pageSchema } from '../model';
import { isRobotsNoindex } from './isRobotsNoindex';

const page = (sitemap: boolean, loginState: string) =>
  pageSchema.parse({ sitemap, properties: { loginState: { value: loginState } } });

describe('isRobotsNoindex', () => {
  it('indexes sitemap pages open to everyone or to signed-out visitors', () => {
    expect(isRobotsNoindex(page(true, 'everyone'))).toBe(false);
    expect(isRobotsNoindex(page(true, 'logged-out'))).toBe(false);
  });

  it('marks pages left out of the sitemap noindex', () => {
    expect(isRobotsNoindex(page(false, 'everyone'))).toBe(true);
  });

  it('marks pages for signed-in visitors noindex', () => {
    expect(isRobotsNoindex(page(true, 'logged-in'))).toBe(true);
    expect(isRobotsNoindex(page(true, 'dashboard-access'))).toBe(true);
  });
});
