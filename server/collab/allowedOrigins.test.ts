import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, isServerOrigin } from './allowedOrigins';

const demo = { subdomain: 'demo', customDomain: 'shop.example' };

describe('isAllowedOrigin', () => {
  it('allows the store’s platform host on any port and its custom domain', () => {
    expect(isAllowedOrigin('http://demo.localhost:3000', 'localhost:3000', demo)).toBe(true);
    expect(isAllowedOrigin('https://demo.localhost', 'localhost:3000', demo)).toBe(true);
    expect(isAllowedOrigin('https://shop.example', 'shop.example', demo)).toBe(true);
    expect(isAllowedOrigin('https://SHOP.example', 'api.example', demo)).toBe(true);
  });

  it('allows the origin the server was reached at (the dashboard’s own)', () => {
    expect(isAllowedOrigin('http://localhost:3000', 'localhost:3000', demo)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:4100', '127.0.0.1:4100', demo)).toBe(true);
  });

  it('refuses another store, another site, and the server’s host on another port', () => {
    expect(isAllowedOrigin('http://other.localhost:3000', 'localhost:3000', demo)).toBe(false);
    expect(isAllowedOrigin('https://evil.example', 'localhost:3000', demo)).toBe(false);
    expect(isAllowedOrigin('https://shop.example.evil.test', 'localhost:3000', demo)).toBe(false);
    expect(isAllowedOrigin('http://localhost:4000', 'localhost:3000', demo)).toBe(false);
  });

  it('refuses origins that are not http(s)', () => {
    for (const origin of ['null', 'file://', 'chrome-extension://abc', 'not a url', '']) {
      expect(isAllowedOrigin(origin, 'localhost:3000', demo)).toBe(false);
    }
  });

  it('allows a client that sends no Origin (not a browser; it still needs a session)', () => {
    expect(isAllowedOrigin(undefined, 'localhost:3000', demo)).toBe(true);
  });
});

describe('isServerOrigin', () => {
  it('needs a Host header to compare with', () => {
    expect(isServerOrigin('http://localhost:3000', undefined)).toBe(false);
  });
});
