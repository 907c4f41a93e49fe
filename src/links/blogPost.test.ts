import { describe, expect, it } from 'vitest';
import { blogPostHref } from './blogPost';
import { resolveLinkTarget } from './links';

describe('blogPostHref', () => {
  it('turns the slug the blog API answers into the post’s store path', () => {
    expect(blogPostHref('meet-the-illustrators')).toBe('/blog/meet-the-illustrators/');
    expect(resolveLinkTarget(blogPostHref('meet-the-illustrators'))).toStrictEqual({
      kind: 'internal',
      href: '/blog/meet-the-illustrators/',
    });
  });

  it('keeps a url that is already a path or a full URL', () => {
    expect(blogPostHref('/blog/summer-drop/')).toBe('/blog/summer-drop/');
    expect(blogPostHref('https://blog.example/post')).toBe('https://blog.example/post');
  });

  it('escapes a slug that is not path-safe', () => {
    expect(blogPostHref('a b?c')).toBe('/blog/a%20b%3Fc/');
  });
});
