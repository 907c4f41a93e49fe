import { describe, expect, it } from 'vitest';
import { DEFAULT_FROM_ADDRESS, mailSettingsFromEnv } from './settings';

describe('mailSettingsFromEnv', () => {
  it('has no SMTP server and the default sender when nothing is set', () => {
    expect(mailSettingsFromEnv({})).toStrictEqual({
      smtpUrl: null,
      fromAddress: DEFAULT_FROM_ADDRESS,
    });
    expect(mailSettingsFromEnv({ SMTP_URL: '  ', MAIL_FROM: '' })).toStrictEqual({
      smtpUrl: null,
      fromAddress: DEFAULT_FROM_ADDRESS,
    });
  });

  it('reads SMTP_URL and MAIL_FROM, trimmed', () => {
    expect(
      mailSettingsFromEnv({
        SMTP_URL: ' smtp://mail.example:587 ',
        MAIL_FROM: 'news@shop.example',
      }),
    ).toStrictEqual({
      smtpUrl: 'smtp://mail.example:587',
      fromAddress: 'news@shop.example',
    });
  });
});
