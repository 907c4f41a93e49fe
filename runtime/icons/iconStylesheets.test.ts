import { describe, expect, it } from 'vitest';
import { intoHead } from '../head/intoHead';
import {
  classAttributes,
  iconSetsOf,
  iconStylesheetLinks,
  iconStylesheets,
} from './iconStylesheets';

describe('icon stylesheets', () => {
  it('finds the icon sets a page’s class names use', () => {
    expect(iconSetsOf(['fa-solid fa-truck', 'block-socials', 'fa-brands fa-instagram'])).toEqual([
      'solid',
      'brands',
    ]);
    expect(iconSetsOf(['block-button', 'fa-solidity'])).toEqual([]);
  });
  it('reads class attributes from server-rendered markup', () => {
    expect(
      classAttributes(
        '<div class="pb-cell"><i class="fa-solid fa-box" aria-hidden="true"></i></div>',
      ),
    ).toEqual(['pb-cell', 'fa-solid fa-box']);
  });
  it('links the kit’s core and one stylesheet per set, and nothing for a page without icons', () => {
    expect(iconStylesheets(['solid'])).toEqual([
      '/fontawesome/css/fontawesome.min.css',
      '/fontawesome/css/solid.min.css',
    ]);
    expect(iconStylesheets([])).toEqual([]);
  });
  it('puts the links at the end of the head', () => {
    expect(
      intoHead(
        '<html><head><title>x</title></head><body></body></html>',
        iconStylesheetLinks(['/fontawesome/css/fontawesome.min.css']),
      ),
    ).toBe(
      '<html><head><title>x</title><link rel="stylesheet" href="/fontawesome/css/fontawesome.min.css" data-icon-kit=""></head><body></body></html>',
    );
    expect(intoHead('<head></head>', iconStylesheetLinks([]))).toBe('<head></head>');
  });
});
