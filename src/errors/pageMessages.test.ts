import { describe, expect, it } from 'vitest';
import { pageLoadMessage } from './pageMessages';

describe('pageLoadMessage', () => {
  it('maps a 404 to the not-found text', () => {
    expect(pageLoadMessage(404)).toBe('We were unable to find this page');
  });
  it('maps a 403 to the other-store text', () => {
    expect(pageLoadMessage(403)).toBe(
      "Oops... Looks like you're trying to access a page from another store",
    );
  });
  it('maps 5xx and anything else to the general failure text', () => {
    for (const status of [500, 502, 400, 0]) {
      expect(pageLoadMessage(status)).toBe(
        'Oops... Looks like something went wrong loading this page',
      );
    }
  });
});
