import { describe, expect, it } from 'vitest';
import { PREHEADER_MAX_LENGTH } from './constants';
import { preheaderText } from './preheader';

describe('preheaderText', () => {
  it('is the page description when there is one', () => {
    expect(preheaderText('  Our spring drop is here ', 'SPRING\n\nNew tees')).toBe(
      'Our spring drop is here',
    );
  });

  it("falls back to the mail's first text, whitespace collapsed", () => {
    expect(preheaderText('', '\nSpring is here\n\nNew organic tees,\tprinted to order.')).toBe(
      'Spring is here New organic tees, printed to order.',
    );
  });

  it('cuts long text at a word, within 150 characters, with an ellipsis', () => {
    const preheader = preheaderText('', 'Organic cotton tees printed to order '.repeat(10));
    expect(preheader).toBe(`${'Organic cotton tees printed to order '.repeat(4).trimEnd()}…`);
    expect(preheader.length).toBeLessThanOrEqual(PREHEADER_MAX_LENGTH);
  });

  it('cuts a text with no space inside the limit at the limit', () => {
    expect(preheaderText('', 'x'.repeat(200))).toBe(`${'x'.repeat(149)}…`);
  });

  it('is empty for a mail with no text', () => {
    expect(preheaderText('', '  ')).toBe('');
  });
});
