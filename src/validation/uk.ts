import { VALIDATION_MESSAGES as M } from './messages';
import { defineRule } from './rule';

/** People type spaces, dashes, dots and brackets in phone numbers; the rule ignores them. */
const phoneDigits = (text: string) => text.replace(/[\s().-]/g, '');

/**
 * A UK phone number: 10 or 11 digits starting 0 (`020 7946 0958`, `07700 900123`), or the
 * same in international form (`+44 20 7946 0958`, `0044...`, `+44 (0)20...`).
 */
export const ukPhone = defineRule('uk_phone', M.ukPhone, (text) =>
  /^(?:(?:\+|00)44(?:0)?|0)[1-9]\d{8,9}$/.test(phoneDigits(text)),
);

/** A sort code written as the spec shows it: `12-34-56`. */
export const ukSortCode = defineRule('uk_sort_code', M.ukSortCode, (text) =>
  /^\d{2}-\d{2}-\d{2}$/.test(text),
);

/** The Royal Mail postcode formats (`SW1A 1AA`, `M1 1AE`, `GIR 0AA`), with or without the space. */
export const ukPostcode = defineRule('uk_postcode', M.ukPostcode, (text) =>
  /^(?:GIR ?0AA|[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRV-Y]) ?\d[ABD-HJLNP-UW-Z]{2})$/i.test(
    text,
  ),
);

/**
 * A National Insurance number (`JG 10 37 59 A`): two prefix letters (D, F, I, Q, U, V never;
 * O not second; BG, GB, KN, NK, NT, TN, ZZ not allocated), six digits, suffix A to D.
 */
export const ukNationalInsurance = defineRule('uk_ni_number', M.ukNationalInsurance, (text) =>
  /^(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/i.test(
    text.replace(/\s+/g, ''),
  ),
);

export const ukBankAccount = defineRule('uk_bank_account', M.ukBankAccount, (text) =>
  /^\d{8}$/.test(text),
);
