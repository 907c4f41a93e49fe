import { describe, expect, it } from 'vitest';
import { clockFromEnv, configFromEnv, proxyHopsOf } from './config';

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
