import { describe, expect, it } from 'vitest';
import { canResendVerification, VERIFICATION_COOL_DOWN_MS } from './emailVerification';

describe('verification resend cool-down', () => {
  it('allows the first link, then one a minute', () => {
    const sent = '2026-11-26T12:00:00.000Z';
    const at = Date.parse(sent);
    expect(canResendVerification(null, at)).toBe(true);
    expect(canResendVerification(sent, at + VERIFICATION_COOL_DOWN_MS - 1)).toBe(false);
    expect(canResendVerification(sent, at + VERIFICATION_COOL_DOWN_MS)).toBe(true);
  });
});
