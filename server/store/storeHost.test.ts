import { describe, expect, it } from 'vitest';
import { storeRefFromHost } from './storeHost';

describe('storeRefFromHost', () => {
  it('reads a platform subdomain from {sub}.localhost with or without a port', () => {
    expect(storeRefFromHost('demo.localhost:3000')).toEqual({
      kind: 'subdomain',
      subdomain: 'demo',
    });
    expect(storeRefFromHost('Demo.LocalHost')).toEqual({ kind: 'subdomain', subdomain: 'demo' });
  });

  it('treats other names as a possible custom domain', () => {
    expect(storeRefFromHost('shop.example:443')).toEqual({
      kind: 'domain',
      domain: 'shop.example',
    });
  });

  it('names no store for bare localhost, IP addresses or nested localhost names', () => {
    for (const host of [
      undefined,
      '',
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      'a.b.localhost',
    ]) {
      expect(storeRefFromHost(host)).toEqual({ kind: 'none' });
    }
  });
});
