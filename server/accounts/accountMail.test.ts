import { describe, expect, it } from 'vitest';
import { composeAccountMail } from './accountMail';

describe('account mails', () => {
  it('carries the one link in the button and the text, escaped in HTML', () => {
    const link = 'http://demo.localhost:3000/sign-up/verify/?token=a"b&c';
    const mail = composeAccountMail('account-verification', 'a@b.co', link);
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.html).toContain(
      'href="http://demo.localhost:3000/sign-up/verify/?token=a&#34;b&#38;c"',
    );
    expect(mail.html).not.toContain('a"b');
    expect(mail.text).toContain(`Verify email address: ${link}`);
  });

  it('states the reset link lifetime of one hour', () => {
    const mail = composeAccountMail('password-reset', 'a@b.co', 'http://x/login/reset/?token=t');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('expires in 1 hour');
  });
});
