import { describe, expect, it } from 'vitest';
import { documentTitle } from '../rules/documentTitle';
import { titleWithUnread } from './title';

describe('titleWithUnread', () => {
  const page = documentTitle({ pageTitle: 'Shop', companyName: 'Demo Store' });
  it('prefixes ({n}) to {page title} | {company}', () => {
    expect(titleWithUnread(page, 2)).toBe('(2) Shop | Demo Store');
  });
  it('replaces a stale count and drops it at 0', () => {
    expect(titleWithUnread('(2) Shop | Demo Store', 5)).toBe('(5) Shop | Demo Store');
    expect(titleWithUnread('(2) Shop | Demo Store', 0)).toBe('Shop | Demo Store');
  });
  it('keeps the home page as the company name only', () => {
    expect(titleWithUnread('Demo Store', 1)).toBe('(1) Demo Store');
  });
});
