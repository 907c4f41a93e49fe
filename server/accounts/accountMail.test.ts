import { describe, expect, it } from 'vitest';
import { accountMailPage, composeAccountMail } from './accountMail';

describe('account mails', () => {
  it('is a mail page of the builder: words, one button with the link, the note', () => {
    const page = accountMailPage('account-verification', 'http://demo.localhost:3000/x');
    expect(page.layout).toBe('mail');
    expect(page.properties.isMailPage.value).toBe(true);
    expect(page.blocks.map((block) => block.type)).toEqual(['textBlock', 'button', 'textBlock']);
    expect(page.blocks[1]?.properties).toMatchObject({
      text: 'Verify email address',
      href: 'http://demo.localhost:3000/x',
    });
  });

  it('renders the link into the button and the text, escaped in HTML', async () => {
    const link = 'http://demo.localhost:3000/sign-up/verify/?token=abc&next=1';
    const mail = await composeAccountMail('account-verification', 'a@b.co', link);
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.html).toContain(
      'href="http://demo.localhost:3000/sign-up/verify/?token=abc&amp;next=1"',
    );
    expect(mail.html).toContain('Verify email address');
    expect(mail.text).toContain('Confirm that this is your email address');
    expect(mail.text).toContain(link);
  });

  it('states the reset link lifetime of one hour', async () => {
    const mail = await composeAccountMail(
      'password-reset',
      'a@b.co',
      'http://x.localhost/login/reset/?token=t',
    );
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('expires in 1 hour');
  });
});
