import { describe, expect, it, vi } from 'vitest';
import { mailUrl } from './mailUrl';

const origin = 'https://demo.store.example/';

describe('mailUrl', () => {
  it('joins site paths and anchors to the origin', () => {
    expect(mailUrl('/product/classic-tee/', origin)).toBe('https://demo.store.example/product/classic-tee/');
    expect(mailUrl('#newsletter', origin)).toBe('https://demo.store.example/#newsletter');
    expect(mailUrl('collection/summer/', origin)).toBe('https://demo.store.example/collection/summer/');
  });

  it('keeps absolute URLs and gives protocol-relative ones https', () => {
    expect(mailUrl('https://cdn.example/a.png', origin)).toBe('https://cdn.example/a.png');
    expect(mailUrl('mailto:hello@store.example', origin)).toBe('mailto:hello@store.example');
    expect(mailUrl('//cdn.example/a.png', origin)).toBe('https://cdn.example/a.png');
  });

  it('sends in-page actions and # to the store home page', () => {
    expect(mailUrl('@subscribe', origin)).toBe('https://demo.store.example/');
    expect(mailUrl('#', origin)).toBe('https://demo.store.example/');
  });

  it('replaces unsafe URLs with the 404 page, warning', () => {
    const warn = vi.fn();
    expect(mailUrl('javascript:alert(1)', origin, warn)).toBe('https://demo.store.example/404/');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
