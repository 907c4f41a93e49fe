import { describe, expect, it } from 'vitest';
import { ServerError, ValidationError } from '../../src/errors';
import {
  AFFILIATE_SETTINGS_MESSAGES,
  affiliateSettingsSchema,
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
      settingsPayload({ payoutEmail: ' sam@example.com ', code: ' SAM10 ', notifyOnSale: false }),
    ).toStrictEqual({
      payoutEmail: 'sam@example.com',
      code: 'SAM10',
      notifyOnSale: false,
    });
    expect(affiliateSettingsSchema.parse({})).toStrictEqual({
      payoutEmail: '',
      code: '',
      notifyOnSale: true,
    });
  });

  it('follows the newsletter failure pattern', () => {
    const taken = new ValidationError('Invalid', [
      { field: 'code', message: 'This code is taken' },
    ]);
    expect(saveFailure(taken)).toStrictEqual({ message: 'This code is taken', report: false });
    expect(saveFailure(new ServerError())).toStrictEqual({
      message: AFFILIATE_SETTINGS_MESSAGES.failure,
      report: true,
    });
  });
});
