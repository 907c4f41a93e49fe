import { describe, expect, it } from 'vitest';
import {
  BESPOKE_QUOTE_MESSAGES,
  mockupUrlSchema,
  shopperQuoteStep,
  statusAfterMockup,
  statusAfterTerms,
} from './bespokeQuote';

describe('the shopper side of the bespoke flow', () => {
  it('names the step of every bespoke status', () => {
    expect(
      [
        'quote',
        'bespoke_idle',
        'bespoke_requested_terms',
        'bespoke_authorised_terms',
        'bespoke_mockup',
        'bespoke_approved',
        'bespoke_paid',
        'po_confirmed',
        'bespoke_shipped',
        'cancelled',
      ].map(shopperQuoteStep),
    ).toStrictEqual([
      'waiting',
      'waiting',
      'terms',
      'mockup-coming',
      'mockup',
      'pay',
      'paid',
      'paid',
      'paid',
      'declined',
    ]);
  });

  it('goes to the mockup after the terms only when staff attached one', () => {
    expect(statusAfterTerms('https://cdn.example.com/mockup.png')).toBe('bespoke_mockup');
    expect(statusAfterTerms('')).toBe('bespoke_authorised_terms');
  });

  it('lets staff attach a mockup until the shopper approved it', () => {
    expect(statusAfterMockup('bespoke_authorised_terms')).toBe('bespoke_mockup');
    expect(statusAfterMockup('bespoke_requested_terms')).toBe('bespoke_requested_terms');
    expect(statusAfterMockup('bespoke_mockup')).toBe('bespoke_mockup');
    expect(statusAfterMockup('quote')).toBe('quote');
    expect(statusAfterMockup('bespoke_approved')).toBeNull();
    expect(statusAfterMockup('cancelled')).toBeNull();
  });

  it('takes only https image addresses', () => {
    expect(mockupUrlSchema.parse(' https://cdn.example.com/m.png ')).toBe(
      'https://cdn.example.com/m.png',
    );
    for (const bad of ['http://cdn.example.com/m.png', 'javascript:alert(1)', 'mockup.png', ''])
      expect(mockupUrlSchema.safeParse(bad).error?.issues[0]?.message).toBe(
        BESPOKE_QUOTE_MESSAGES.mockupUrl,
      );
  });
});
