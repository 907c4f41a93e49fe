import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RELEASE_VERSION } from './version';

describe('release version', () => {
  it('is 2.379.4, and package.json says the same', () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as {
      version: string;
    };
    expect(RELEASE_VERSION).toBe('2.379.4');
    expect(pkg.version).toBe(RELEASE_VERSION);
  });
});
