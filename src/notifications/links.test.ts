import { describe, expect, it } from 'vitest';
import { notificationLink, notificationPosition, notificationSubmission } from './links';

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

describe('what an http(s) link posts', () => {
  it('the data with the form fields answered under their names', () => {
    const notification = {
      data: { related: '42' },
      formFields: [
        { name: 'shoe_size', label: 'Shoe size', type: 'number' },
        { name: 'email', label: 'Email', type: 'email' },
      ],
    };
    expect(notificationSubmission(notification, { shoe_size: '9', other: 'x' })).toStrictEqual({
      related: '42',
      shoe_size: '9',
      email: '',
    });
    expect(notificationSubmission({ data: { a: 1 }, formFields: [] }, {})).toStrictEqual({ a: 1 });
  });
});
