import { describe, expect, it } from 'vitest';
import { canSubmitRemill, REMILL_MESSAGES, remillEmailError, remillOutcome } from './remill';

describe('remill return rules', () => {
  it('requires a valid email', () => {
    expect(remillEmailError('')).toBe('This field is required');
    expect(remillEmailError('sam@')).toBe('Please enter a valid email address');
    expect(remillEmailError('sam@example.com')).toBeUndefined();
  });

  it('blocks submit while in flight or invalid', () => {
    expect(canSubmitRemill('sam@example.com', false)).toBe(true);
    expect(canSubmitRemill('sam@example.com', true)).toBe(false);
    expect(canSubmitRemill('sam@', false)).toBe(false);
  });

  it('moves to the thank-you state on success, showing the message', () => {
    expect(remillOutcome({ type: 'success', message: 'Your label is on its way' })).toStrictEqual({
      state: 'thanks',
      message: 'Your label is on its way',
    });
    expect(remillOutcome({ type: 'success', message: '' })).toStrictEqual({
      state: 'thanks',
      message: REMILL_MESSAGES.thanks,
    });
  });

  it('stays on the form for another answer, showing its message', () => {
    expect(
      remillOutcome({ type: 'error', message: 'You have already asked for a label' }),
    ).toStrictEqual({
      state: 'form',
      message: 'You have already asked for a label',
    });
  });

  it('treats a malformed answer as a failure', () => {
    expect(remillOutcome({ ok: true })).toStrictEqual({
      state: 'form',
      message: "We're sorry, something went wrong. Please try again later.",
    });
  });
});
