import { isEuCountry } from './countries';
import { VALIDATION_MESSAGES as M } from './messages';
import { defineRule } from './rule';

/** Registration numbers are often written with spaces (`GB 123 4567 89`); the rules ignore them. */
const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/**
 * A UK charity number, optional: England and Wales 6 or 7 digits with an optional
 * subsidiary suffix (`1234567-1`); Scotland `SC` + 6 digits; Northern Ireland `NIC` + 6.
 */
export const charityNumber = defineRule('charity_number', M.charityNumber, (text) =>
  /^(?:\d{6,7}(?:-\d{1,2})?|SC\d{6}|NIC\d{6})$/.test(compact(text)),
);

/**
 * A VAT number, optional. UK: 9 or 12 digits, optionally prefixed GB (or XI for Northern
 * Ireland), or the government and health authority forms GD/HA + 3 digits. EU: the
 * member state's code (EL for Greece) and 8 to 12 letters or digits.
 */
export function isVatNumber(text: string): boolean {
  const value = compact(text);
  if (/^(?:GB|XI)?(?:\d{9}|\d{12})$/.test(value)) return true;
  if (/^(?:GB|XI)(?:GD|HA)\d{3}$/.test(value)) return true;
  const eu = /^([A-Z]{2})([A-Z0-9]{8,12})$/.exec(value);
  return eu !== null && isEuCountry(eu[1] ?? '') && /\d/.test(eu[2] ?? '');
}

export const vatNumber = defineRule('vat_number', M.vatNumber, isVatNumber);

/**
 * A Companies House number, optional: 8 characters, all digits (`01234567`) or a
 * two-letter register prefix and 6 digits (`SC123456`, `NI012345`, `OC301234`).
 */
export const companyNumber = defineRule('company_number', M.companyNumber, (text) =>
  /^(?:\d{8}|[A-Z]{2}\d{6})$/.test(compact(text)),
);
