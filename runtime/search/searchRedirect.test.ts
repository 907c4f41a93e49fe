import { describe, expect, it } from 'vitest';
import { searchRedirectFor } from './searchRedirect';

const redirects = [
  { searchTerm: 'hoodie', destinationUrl: '/collection/hoodies/' },
  { searchTerm: 'Gift Card ', destinationUrl: '/gift-cards/' },
];

describe('searchRedirectFor', () => {
  it('matches a configured term whatever its case', () => {
    expect(searchRedirectFor('HOODIE', redirects)).toBe('/collection/hoodies/');
    expect(searchRedirectFor('  gift card', redirects)).toBe('/gift-cards/');
  });
  it('matches whole terms only, and never an empty search', () => {
    expect(searchRedirectFor('hoodies', redirects)).toBeNull();
    expect(searchRedirectFor('red hoodie', redirects)).toBeNull();
    expect(searchRedirectFor('  ', [{ searchTerm: '', destinationUrl: '/' }])).toBeNull();
  });
});
