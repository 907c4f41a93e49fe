import { describe, expect, it } from 'vitest';
import { pageDocumentName, parsePageDocumentName } from './documentName';

describe('page document names', () => {
  it('round-trips a store and page', () => {
    expect(pageDocumentName({ divisionId: 3, pageId: 42 })).toBe('page.3.42');
    expect(parsePageDocumentName('page.3.42')).toStrictEqual({ divisionId: 3, pageId: 42 });
  });

  it.each([
    '',
    'page.3',
    'page.3.42.7',
    'page.03.42',
    'page.3.0',
    'page.-3.42',
    'page.3.+42',
    'page.3.4 2',
    ' page.3.42',
    'page.3.42\n',
    'Page.3.42',
    'page.3.1e3',
    'page.3.42/../7',
    'page.1.9999999999999999',
    'page.1.0x10',
  ])('refuses %j', (name) => {
    expect(parsePageDocumentName(name)).toBeNull();
  });
});
