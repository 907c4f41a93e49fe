import { describe, expect, it } from 'vitest';
import { hexToRgba, InvalidHexColorError, parseHexColor, toHex } from './hex';

function parsed(input: string) {
  const result = parseHexColor(input);
  if (!result.ok) throw result.error;
  return result.value;
}

describe('parseHexColor', () => {
  it('reads 3, 4, 6 and 8 digit colours', () => {
    expect(parsed('#0a8')).toEqual({ r: 0, g: 170, b: 136, a: 1 });
    expect(parsed('#0a80')).toEqual({ r: 0, g: 170, b: 136, a: 0 });
    expect(parsed('#9E1919')).toEqual({ r: 158, g: 25, b: 25, a: 1 });
    expect(parsed('00a84f80')).toEqual({ r: 0, g: 168, b: 79, a: 128 / 255 });
  });

  it.each(['', '#', '#12', '#12345', '#1234567', '#123456789', '#ggg', 'red', 'rgb(0,0,0)'])(
    'refuses %j with a typed error',
    (input) => {
      const result = parseHexColor(input);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error).toBeInstanceOf(InvalidHexColorError);
      expect(result.error.message).toBe(`Invalid hex colour: ${input}`);
    },
  );
});

describe('toHex', () => {
  it('writes six digits for an opaque colour and eight with alpha', () => {
    expect(toHex({ r: 158, g: 25, b: 25, a: 1 })).toBe('#9e1919');
    expect(toHex({ r: 0, g: 0, b: 0, a: 0.5 })).toBe('#00000080');
  });

  it('round-trips an 8-digit colour', () => {
    expect(toHex(parsed('#00a84fcc'))).toBe('#00a84fcc');
  });

  it('clamps alpha before writing it', () => {
    expect(toHex({ r: 255, g: 255, b: 255, a: -1 })).toBe('#ffffff00');
  });
});

describe('hexToRgba', () => {
  it('gives the CSS rgba of a hex colour, keeping its own alpha', () => {
    expect(hexToRgba('#fff8')).toEqual({ ok: true, value: 'rgba(255, 255, 255, 0.533)' });
  });

  it('replaces the alpha, clamped to 0..1', () => {
    expect(hexToRgba('#000', 0.15)).toEqual({ ok: true, value: 'rgba(0, 0, 0, 0.15)' });
    expect(hexToRgba('#000', 3)).toEqual({ ok: true, value: 'rgba(0, 0, 0, 1)' });
  });

  it('passes on the error of an invalid hex string', () => {
    const result = hexToRgba('#zzz', 0.5);
    expect(result.ok).toBe(false);
  });
});
