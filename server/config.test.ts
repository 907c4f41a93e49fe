import { describe, expect, it } from 'vitest';
import {
  clockFromEnv,
  configFromEnv,
  pageCacheTtlOf,
  platformOriginOf,
  proxyHopsOf,
} from './config';

describe('server clock', () => {
  it('renders at TEST_NOW in tests, so date conditions do not change with the calendar', () => {
    const clock = configFromEnv({ NODE_ENV: 'test', TEST_NOW: '2026-11-25T12:00:00Z' }).clock;
    expect(clock()).toBe(Date.parse('2026-11-25T12:00:00Z'));
  });
  it('ignores TEST_NOW outside tests: a deployment always runs on the real clock', () => {
    expect(clockFromEnv('production', '2020-01-01T00:00:00Z')).toBe(Date.now);
    expect(clockFromEnv('development', '2020-01-01T00:00:00Z')).toBe(Date.now);
    expect(clockFromEnv('test', undefined)).toBe(Date.now);
  });
  it('refuses a TEST_NOW that is not a date', () => {
    expect(() => clockFromEnv('test', 'next tuesday')).toThrow(
      'TEST_NOW is not a date: next tuesday',
    );
  });
});

describe('TRUST_PROXY', () => {
  it('reads a number of proxy hops, one for true, none when unset', () => {
    expect(proxyHopsOf(undefined)).toBe(0);
    expect(proxyHopsOf('')).toBe(0);
    expect(proxyHopsOf('false')).toBe(0);
    expect(proxyHopsOf('0')).toBe(0);
    expect(proxyHopsOf('1')).toBe(1);
    expect(proxyHopsOf('true')).toBe(1);
    expect(proxyHopsOf('2')).toBe(2);
    expect(configFromEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });
  it('refuses a value that is not a number of proxies', () => {
    expect(() => proxyHopsOf('yes')).toThrow('TRUST_PROXY is not a number of proxies: yes');
  });
});

describe('rendered-page cache lifetime (PAGE_CACHE_TTL_MS)', () => {
  it('keeps pages a minute when served, and is off in tests unless asked', () => {
    expect(configFromEnv({ NODE_ENV: 'production' }).pageCacheTtlMs).toBe(60_000);
    expect(configFromEnv({}).pageCacheTtlMs).toBe(60_000);
    expect(configFromEnv({ NODE_ENV: 'test' }).pageCacheTtlMs).toBe(0);
    expect(configFromEnv({ NODE_ENV: 'test', PAGE_CACHE_TTL_MS: '5000' }).pageCacheTtlMs).toBe(
      5_000,
    );
    expect(pageCacheTtlOf('0', 'production')).toBe(0);
  });
  it('refuses a value that is not a whole number of milliseconds', () => {
    expect(() => pageCacheTtlOf('1m', 'production')).toThrow(
      'PAGE_CACHE_TTL_MS must be a whole number of milliseconds, not "1m"',
    );
  });
});

describe("the platform's own site (PLATFORM_ORIGIN)", () => {
  it('reads PLATFORM_ORIGIN as an origin and refuses anything else', () => {
    expect(platformOriginOf(undefined)).toBeNull();
    expect(platformOriginOf(' ')).toBeNull();
    expect(platformOriginOf('https://omnis.example/')).toBe('https://omnis.example');
    expect(configFromEnv({ PLATFORM_ORIGIN: 'http://localhost:3000' }).platformOrigin).toBe(
      'http://localhost:3000',
    );
    expect(() => platformOriginOf('omnis.example')).toThrow(
      'PLATFORM_ORIGIN must be an http(s) origin such as https://omnis.example, not "omnis.example"',
    );
  });
});
