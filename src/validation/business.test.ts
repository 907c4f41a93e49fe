import { describe, expect, it } from 'vitest';
import { charityNumber, companyNumber, vatNumber } from './business';
import { checkRule } from './rule';

describe('charityNumber', () => {
  it.each(['', '1089464', '206218', '1089464-1', 'SC012345', 'NIC100002'])(
    'accepts %j',
    (value) => {
      expect(checkRule(charityNumber, value)).toBeUndefined();
    },
  );

  it.each(['12345', '12345678', 'SC12345', 'AB123456', 'charity'])(
    'refuses %j with "Invalid Charity Number"',
    (value) => {
      expect(checkRule(charityNumber, value)).toBe('Invalid Charity Number');
    },
  );
});

describe('vatNumber', () => {
  it.each([
    '',
    'GB123456789',
    '123456789',
    'GB 123 4567 89',
    'GB123456789012',
    'GBGD123',
    'XI123456789',
    'DE123456789',
    'EL123456789',
    'NL123456789B01',
  ])('accepts %j', (value) => {
    expect(checkRule(vatNumber, value)).toBeUndefined();
  });

  it.each(['GB12345678', '12345', 'GR123456789', 'US123456789', 'DEABCDEFGHI', 'GBGD1234'])(
    'refuses %j with "Invalid Vat Number"',
    (value) => {
      expect(checkRule(vatNumber, value)).toBe('Invalid Vat Number');
    },
  );
});

describe('companyNumber', () => {
  it.each(['', '01234567', 'SC123456', 'NI012345', 'oc301234'])('accepts %j', (value) => {
    expect(checkRule(companyNumber, value)).toBeUndefined();
  });

  it.each(['1234567', '123456789', 'S1234567', 'SCO12345'])(
    'refuses %j with "Invalid Company Number"',
    (value) => {
      expect(checkRule(companyNumber, value)).toBe('Invalid Company Number');
    },
  );
});
