import { describe, expect, it } from 'vitest';
import { checkRule } from './rule';
import { ukBankAccount, ukNationalInsurance, ukPhone, ukPostcode, ukSortCode } from './uk';

describe('ukPhone', () => {
  it.each([
    '020 7946 0958',
    '07700 900123',
    '+44 20 7946 0958',
    '+44 (0)20 7946 0958',
    '0044 7700 900123',
    '01632 960 001',
  ])('accepts %j', (value) => {
    expect(checkRule(ukPhone, value)).toBeUndefined();
  });

  it.each(['12345', '+1 415 555 0100', '0800 12', '00 7700 900123', 'phone me'])(
    'refuses %j',
    (value) => {
      expect(checkRule(ukPhone, value)).toBe('Please enter a valid UK phone number');
    },
  );
});

describe('ukSortCode', () => {
  it('accepts 12-34-56 only', () => {
    expect(checkRule(ukSortCode, '12-34-56')).toBeUndefined();
    for (const value of ['123456', '12 34 56', '12-34-5', '1-234-56']) {
      expect(checkRule(ukSortCode, value)).toBe(
        'Please enter a valid sort code, for example 12-34-56',
      );
    }
  });
});

describe('ukPostcode', () => {
  it.each(['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'GIR 0AA'])(
    'accepts %j',
    (value) => {
      expect(checkRule(ukPostcode, value)).toBeUndefined();
    },
  );

  it.each(['SW1A', '12345', 'QA1 1AA', 'SW1A 1AAA', 'SW1A 1CA'])('refuses %j', (value) => {
    expect(checkRule(ukPostcode, value)).toBe('Please enter a valid UK postcode');
  });
});

describe('ukNationalInsurance', () => {
  it.each(['JG103759A', 'AB 12 34 56 C', 'ab123456d'])('accepts %j', (value) => {
    expect(checkRule(ukNationalInsurance, value)).toBeUndefined();
  });

  it.each(['QQ123456C', 'GB123456A', 'DA123456A', 'AO123456A', 'AB123456E', 'AB12345C'])(
    'refuses %j',
    (value) => {
      expect(checkRule(ukNationalInsurance, value)).toBe(
        'Please enter a valid National Insurance number',
      );
    },
  );
});

describe('ukBankAccount', () => {
  it('accepts 8 digits only', () => {
    expect(checkRule(ukBankAccount, '12345678')).toBeUndefined();
    for (const value of ['1234567', '123456789', '1234-5678']) {
      expect(checkRule(ukBankAccount, value)).toBe('Please enter a valid 8 digit account number');
    }
  });
});
