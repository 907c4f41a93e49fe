import { describe, expect, it } from 'vitest';
import {
  apiHeaders,
  commonHeaders,
  imageHeaders,
  newNonce,
  pagePolicy,
  withTrackingSources,
} from './securityHeaders';

describe('security headers', () => {
  it('gives pages a nonce-based script policy with object-src, base-uri and frame-ancestors locked', () => {
    const policy = pagePolicy('abc123', false);
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(pagePolicy('n', true)).toContain('upgrade-insecure-requests');
  });

  it('lets nothing load from or frame an API answer', () => {
    expect(apiHeaders(false)['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
    );
  });

  it('gives API answers the headers that act on JSON, and HSTS behind https', () => {
    expect(apiHeaders(false)).toEqual({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'same-origin',
      'content-security-policy': expect.stringContaining("default-src 'none'"),
    });
    expect(apiHeaders(true)['strict-transport-security']).toContain('max-age=');
  });

  it('lets images be loaded from any origin (mail clients, the sandboxed mail preview), keeping the rest', () => {
    expect(imageHeaders(false)).toStrictEqual({
      ...commonHeaders(false),
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(commonHeaders(false)['cross-origin-resource-policy']).toBe('same-origin');
    expect(imageHeaders(true)['strict-transport-security']).toContain('max-age=');
  });

  it('adds HSTS only behind https and makes a fresh 128-bit nonce each time', () => {
    expect(commonHeaders(false)['strict-transport-security']).toBeUndefined();
    expect(commonHeaders(true)['strict-transport-security']).toContain('max-age=');
    expect(newNonce()).not.toBe(newNonce());
    expect(Buffer.from(newNonce(), 'base64')).toHaveLength(16);
  });
});

describe('withTrackingSources', () => {
  it("adds a store's tracking hosts to script-src and connect-src only", () => {
    const policy = pagePolicy('abc', false);
    const extended = withTrackingSources(policy, {
      script: ['https://www.googletagmanager.com', 'https://connect.facebook.net'],
      connect: ['https://www.google-analytics.com'],
    });
    expect(extended).toContain(
      "script-src 'self' 'nonce-abc' https://www.googletagmanager.com https://connect.facebook.net;",
    );
    expect(extended).toContain("connect-src 'self' ws: wss: https://www.google-analytics.com;");
    expect(extended).toContain("default-src 'self';");
    expect(extended.replace(/ https:\/\/[^ ;]+/g, '')).toBe(
      policy.replace(/ https:\/\/[^ ;]+/g, ''),
    );
  });

  it('leaves the policy as it is for a store without tracking', () => {
    const policy = pagePolicy('abc', true);
    expect(withTrackingSources(policy, { script: [], connect: [] })).toBe(policy);
  });
});
