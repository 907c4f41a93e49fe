import { describe, expect, it } from 'vitest';
import { documentTitle } from './documentTitle';

describe('documentTitle', () => {
  it('joins the page title and the company name', () => {
    expect(documentTitle({ pageTitle: 'About us', companyName: 'Loop Apparel' })).toBe(
      'About us | Loop Apparel',
    );
  });

  it('prefixes the unread count when there are unread notifications', () => {
    expect(documentTitle({ pageTitle: 'About us', companyName: 'Loop Apparel', unread: 3 })).toBe(
      '(3) About us | Loop Apparel',
    );
    expect(documentTitle({ pageTitle: 'About us', companyName: 'Loop Apparel', unread: 0 })).toBe(
      'About us | Loop Apparel',
    );
  });

  it('shows only the company name on the home page', () => {
    expect(documentTitle({ pageTitle: 'Home', companyName: 'Loop Apparel', isHome: true })).toBe(
      'Loop Apparel',
    );
    expect(
      documentTitle({ pageTitle: 'Home', companyName: 'Loop Apparel', isHome: true, unread: 2 }),
    ).toBe('(2) Loop Apparel');
  });

  it('shows only the company name for a page without a title', () => {
    expect(documentTitle({ pageTitle: ' ', companyName: 'Loop Apparel' })).toBe('Loop Apparel');
  });
});
