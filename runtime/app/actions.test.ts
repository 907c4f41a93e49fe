import { describe, expect, it } from 'vitest';
import { actionEffect } from './actions';

describe('actionEffect', () => {
  it('opens the basket and search pages', () => {
    expect(actionEffect('open-basket')).toStrictEqual({ kind: 'navigate', href: '/basket/' });
    expect(actionEffect('@open-search')).toStrictEqual({ kind: 'navigate', href: '/search/' });
  });
  it('opens the chat with the default group, support (3)', () => {
    expect(actionEffect('open-chat')).toStrictEqual({ kind: 'chat', group: 3 });
  });
  it('sends @subscribe to the page’s newsletter sign-up', () => {
    expect(actionEffect('subscribe')).toStrictEqual({
      kind: 'focus',
      selector: '[data-block-type="newsletterSubscribe"]',
    });
  });
  it('does nothing itself for any other action', () => {
    expect(actionEffect('open-wishlist')).toStrictEqual({ kind: 'none' });
  });
});
