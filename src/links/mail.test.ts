import { describe, expect, it, vi } from 'vitest';
import { absoluteUrl, mailHref } from './mail';

const origin = 'https://store.example';

describe('absoluteUrl', () => {
  it('prefixes site paths with the origin once', () => {
    expect(absoluteUrl('/img/a.png', origin)).toBe('https://store.example/img/a.png');
    expect(absoluteUrl('/img/a.png', `${origin}/`)).toBe('https://store.example/img/a.png');
  });

  it('gives protocol-relative URLs https and leaves absolute ones alone', () => {
    expect(absoluteUrl('//cdn.example/a.png', origin)).toBe('https://cdn.example/a.png');
    expect(absoluteUrl('https://cdn.example/a.png', origin)).toBe('https://cdn.example/a.png');
  });
});

describe('mailHref', () => {
  it('drops actions and # (nothing to run in a mail client)', () => {
    expect(mailHref('@open-chat', origin)).toBeUndefined();
    expect(mailHref('#', origin)).toBeUndefined();
  });

  it('points internal routes and anchors at the store', () => {
    expect(mailHref('/collection/tees/', origin)).toBe('https://store.example/collection/tees/');
    expect(mailHref('#sizes', origin)).toBe('https://store.example/#sizes');
  });

  it('keeps safe external links and replaces unsafe ones with the 404 page', () => {
    const warn = vi.fn();
    expect(mailHref('mailto:hi@store.example', origin, warn)).toBe('mailto:hi@store.example');
    expect(mailHref('javascript:alert(1)', origin, warn)).toBe('https://store.example/404/');
    expect(warn).toHaveBeenCalledOnce();
  });
});
