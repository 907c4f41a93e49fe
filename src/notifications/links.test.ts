import { describe, expect, it } from 'vitest';
import { notificationLink, notificationPosition } from './links';

describe('notification links', () => {
  it('runs a named handler for an {address} link', () => {
    expect(notificationLink('{openBasket}')).toStrictEqual({ kind: 'handler', name: 'openBasket' });
  });
  it('posts the data to an http(s) link', () => {
    expect(notificationLink('https://hooks.example/n')).toStrictEqual({
      kind: 'post',
      url: 'https://hooks.example/n',
    });
    expect(notificationLink('http://hooks.example/n').kind).toBe('post');
  });
  it('navigates for a relative path', () => {
    expect(notificationLink('/product/fox-tee/')).toStrictEqual({
      kind: 'navigate',
      href: '/product/fox-tee/',
    });
  });
  it('has nothing to run without a link, and moves to the header position', () => {
    expect(notificationLink(null)).toStrictEqual({ kind: 'none' });
    expect(notificationLink('  ')).toStrictEqual({ kind: 'none' });
    expect(notificationPosition({ href: null, position: 'top-right' })).toBe('header');
    expect(notificationPosition({ href: '{openBasket}', position: 'top-right' })).toBe('top-right');
  });
});
