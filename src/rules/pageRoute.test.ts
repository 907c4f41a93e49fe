import { describe, expect, it } from 'vitest';
import { pageSchema } from '../model';
import { pageRoute } from './pageRoute';

describe('pageRoute', () => {
  it('names a page route from its url', () => {
    const route = pageRoute(pageSchema.parse({ id: 7, url: '/about/team/' }), () => 'unused');
    expect(route.path).toBe('/about/team/');
    expect(route.name).toBe('about.team');
    expect(route.meta.pageId).toBe(7);
  });

  it('routes the homepage as home', () => {
    expect(pageRoute(pageSchema.parse({ url: '/' })).name).toBe('home');
  });

  it('gives a page without a url a temporary path and its name', () => {
    const route = pageRoute(pageSchema.parse({}), () => '5f2e9c1d');
    expect(route.path).toBe('/draft-5f2e9c1d/');
    expect(route.name).toBe('draft-5f2e9c1d');
  });
});
