import { describe, expect, it } from 'vitest';
import {
  CUSTOM_CODE_DOCUMENT_TAG_MESSAGE,
  CUSTOM_CODE_LENGTH_MESSAGE,
  customCodeInput,
} from '../settings/customCodeInput';
import { customCodeRuns, customCodeText } from './customCode';

const granted = { analytics: 'granted', ads: 'granted' } as const;
const snippet = '<script src="https://example.com/widget.js"></script>';

describe('custom code', () => {
  it('reads both of the spec shapes', () => {
    expect(customCodeText(snippet)).toBe(snippet);
    expect(customCodeText({ global: ` ${snippet} ` })).toBe(snippet);
    expect(customCodeText(undefined)).toBe('');
  });

  it('runs only after the shopper granted analytics and ads, and never while editing', () => {
    expect(customCodeRuns({ code: snippet, consent: granted, editing: false })).toBe(true);
    expect(customCodeRuns({ code: snippet, consent: null, editing: false })).toBe(false);
    expect(
      customCodeRuns({
        code: snippet,
        consent: { analytics: 'granted', ads: 'denied' },
        editing: false,
      }),
    ).toBe(false);
    expect(customCodeRuns({ code: snippet, consent: granted, editing: true })).toBe(false);
    expect(customCodeRuns({ code: { global: '  ' }, consent: granted, editing: false })).toBe(
      false,
    );
  });

  it('refuses document tags and more than 20000 characters', () => {
    expect(customCodeInput.parse(` ${snippet} `)).toBe(snippet);
    expect(customCodeInput.safeParse('</body><script>x()</script>').error?.issues[0]?.message).toBe(
      CUSTOM_CODE_DOCUMENT_TAG_MESSAGE,
    );
    expect(customCodeInput.safeParse('x'.repeat(20001)).error?.issues[0]?.message).toBe(
      CUSTOM_CODE_LENGTH_MESSAGE,
    );
  });
});
