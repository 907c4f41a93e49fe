import { describe, expect, it } from 'vitest';
import { deviceName } from './deviceName';
import { recoveryCodesText } from './RecoveryCodes';

describe('deviceName', () => {
  it('names the browser and system of common user agents', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      ),
    ).toBe('Firefox on Windows');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iPhone');
  });

  it('falls back to the raw agent, or says it is unknown', () => {
    expect(deviceName('curl/8.0')).toBe('curl/8.0');
    expect(deviceName('')).toBe('Unknown device');
  });
});

describe('recoveryCodesText', () => {
  it('puts one code per line after a line of explanation', () => {
    const lines = recoveryCodesText(['aaaa-bbbb', 'cccc-dddd']).split('\n');
    expect(lines.slice(2, 4)).toEqual(['aaaa-bbbb', 'cccc-dddd']);
    expect(lines[0]).toContain('Recovery codes');
  });
});
