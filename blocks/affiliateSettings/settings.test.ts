import { describe, expect, it } from 'vitest';
import { ConflictError, ServerError, ValidationError } from '../../src/errors';
import {
  AFFILIATE_SETTINGS_MESSAGES,
  affiliateSettingsSchema,
  commissionLine,
  saveFailure,
  settingsPayload,
  validateSettings,
} from './settings';

const valid = { payoutEmail: 'sam@example.com', code: 'SAM_10', notifyOnSale: true };

describe('affiliate settings rules', () => {
  it('accepts a valid payout email and code', () => {
    expect(validateSettings(valid)).toStrictEqual({});
  });

  it('requires both fields with the catalogue messages', () => {
    expect(validateSettings({ ...valid, payoutEmail: '', code: '' })).toStrictEqual({
      payoutEmail: 'This field is required',
      code: 'This field is required',
    });
    expect(validateSettings({ ...valid, payoutEmail: 'sam@' }).payoutEmail).toBe(
      'Please enter a valid email address',
    );
  });

  it('keeps codes to letters, digits, dashes and underscores, 3 to 20 long', () => {
    expect(validateSettings({ ...valid, code: 'sam 10' }).code).toBe(
      'This field may only contain letters, numbers, dashes and underscores',
    );
    expect(validateSettings({ ...valid, code: 'SA' }).code).toBe(
      'This field must be at least 3 characters',
    );
    expect(validateSettings({ ...valid, code: 'S'.repeat(21) }).code).toBe(
      'This field must be no more than 20 characters',
    );
  });

  it('trims what it sends and fills missing settings with defaults', () => {
    expect(
      settingsPayload({
        payoutEmail: ' sam@example.com ',
        code: ' SAM10 ',
        notifyOnSale: false,
        version: 3,
      }),
    ).toStrictEqual({
      payoutEmail: 'sam@example.com',
      code: 'SAM10',
      notifyOnSale: false,
      version: 3,
    });
    expect(affiliateSettingsSchema.parse({})).toStrictEqual({
      payoutEmail: '',
      code: '',
      notifyOnSale: true,
      commissionRate: null,
      version: 0,
    });
  });

  it('follows the newsletter failure pattern', () => {
    const taken = new ValidationError('Invalid', [
      { field: 'code', message: 'This code is taken' },
    ]);
    expect(saveFailure(taken)).toStrictEqual({ message: 'This code is taken', report: false });
    expect(saveFailure(new ConflictError())).toStrictEqual({
      message: 'These settings were changed elsewhere. Reload to see them.',
      report: false,
    });
    expect(saveFailure(new ServerError())).toStrictEqual({
      message: AFFILIATE_SETTINGS_MESSAGES.failure,
      report: true,
    });
  });

  it('words the rate the seller set', () => {
    expect(commissionLine(10)).toBe('You earn 10% of each sale, before VAT and shipping.');
    expect(commissionLine(12.5)).toBe('You earn 12.5% of each sale, before VAT and shipping.');
  });
});
