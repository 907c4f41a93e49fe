import { describe, expect, it } from 'vitest';
import { EU_COUNTRIES, isEuCountry } from './countries';

describe('EU_COUNTRIES', () => {
  it('lists 27 states with unique codes', () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(new Set(EU_COUNTRIES.map((country) => country.code)).size).toBe(27);
  });

  it('codes Greece EL, as EU VAT numbers do', () => {
    expect(EU_COUNTRIES.find((country) => country.name === 'Greece')?.code).toBe('EL');
    expect(isEuCountry('EL')).toBe(true);
    expect(isEuCountry('GR')).toBe(false);
  });

  it('does not count the UK, which left the EU', () => {
    expect(isEuCountry('GB')).toBe(false);
  });
});
