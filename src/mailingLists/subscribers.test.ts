import { describe, expect, it } from 'vitest';
import { csvField, subscribeRequestSchema, subscribersCsv } from './subscribers';

describe('mailing-list subscribers', () => {
  it('asks for a first name and a valid email, with the spec messages', () => {
    const missing = subscribeRequestSchema.safeParse({
      division: 'demo',
      email: '',
      firstName: '',
    });
    expect(missing.success).toBe(false);
    const messages = missing.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('This field is required');
    const bad = subscribeRequestSchema.safeParse({ division: 'demo', email: 'x', firstName: 'A' });
    expect(bad.error!.issues[0]!.message).toBe('Please enter a valid email address');
    expect(
      subscribeRequestSchema.parse({ division: 'demo', email: 'a@b.co', firstName: ' Ann ' }),
    ).toMatchObject({ mailingList: 'newsletter', firstName: 'Ann' });
  });

  it('writes CSV fields safely: quotes, commas, line breaks and spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Smith, Ann')).toBe('"Smith, Ann"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@sum')).toBe("'@sum");
  });

  it('makes a CSV file with a header row and CRLF lines', () => {
    expect(
      subscribersCsv([
        {
          email: 'a@b.co',
          firstName: 'Ann',
          mailingList: 'newsletter',
          subscribedAt: '2026-11-01T10:00:00.000Z',
          verifiedAt: '2026-11-01T10:05:00.000Z',
        },
      ]),
    ).toBe(
      'email,first_name,mailing_list,subscribed_at,verified_at\r\n' +
        'a@b.co,Ann,newsletter,2026-11-01T10:00:00.000Z,2026-11-01T10:05:00.000Z\r\n',
    );
  });
});
