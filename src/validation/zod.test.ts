import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { email, password, required } from './core';
import { minValue } from './numbers';
import { twoFactorCode } from './account';
import { ruledString, zodCheck } from './zod';

const messagesOf = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('zodCheck', () => {
  it('refuses with the rule message and accepts what the rule accepts', () => {
    const schema = z.string().check(zodCheck(twoFactorCode));
    expect(schema.safeParse('123 456').success).toBe(true);
    expect(messagesOf(schema.safeParse('12345'))).toEqual(['Invalid authentication code']);
  });

  it('checks numbers too: -1 is not a required value', () => {
    const schema = z.union([z.string(), z.number()]).check(zodCheck<string | number>(required));
    expect(messagesOf(schema.safeParse(-1))).toEqual(['This field is required']);
    expect(schema.safeParse(3).success).toBe(true);
  });

  it('keeps parameterised rules and their messages', () => {
    const schema = z.string().check(zodCheck(minValue()));
    expect(messagesOf(schema.safeParse('20'))).toEqual(['This field must be 50 or more']);
  });
});

describe('ruledString', () => {
  const subscriber = z.object({
    email: ruledString([required, email]),
    firstName: ruledString([required]),
  });

  it('reports only the first failing rule of each field, as the client does', () => {
    const result = subscriber.safeParse({ email: '', firstName: 'Jo' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'This field is required'],
    ]);
  });

  it('checks and stores the trimmed value', () => {
    expect(subscriber.parse({ email: ' jo@example.com ', firstName: 'Jo' })).toEqual({
      email: 'jo@example.com',
      firstName: 'Jo',
    });
    expect(messagesOf(subscriber.safeParse({ email: 'jo@', firstName: 'Jo' }))).toEqual([
      'Please enter a valid email address',
    ]);
  });

  it('keeps spaces for a password so its rule can see them', () => {
    const schema = ruledString([required, password], { trim: false });
    expect(messagesOf(schema.safeParse(' secret'))).toEqual([
      'Password cannot start or end with spaces',
    ]);
  });
});
