import { describe, expect, it } from 'vitest';
import {
  linkAttributes,
  PLATFORM_SITE_ORIGIN,
  resolveLinkTarget,
  sanitizeUrl,
  UNSAFE_URL_REPLACEMENT,
} from './links';

describe('unsafe links', () => {
  it("go to the 404 page on the platform's own site, never the store's", () => {
    expect(PLATFORM_SITE_ORIGIN).toBe('https://omnis.localhost');
    expect(UNSAFE_URL_REPLACEMENT).toBe('https://omnis.localhost/404/');
    const warnings: string[] = [];
    expect(sanitizeUrl('javascript:alert(1)', (message) => warnings.push(message))).toBe(
      'https://omnis.localhost/404/',
    );
    expect(warnings).toStrictEqual(['Unsafe URL replaced: javascript:alert(1)']);
  });

  it('log a warning for each unsafe target and open the replacement in a new tab', () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    expect(resolveLinkTarget('vbscript:msgbox(1)', warn)).toStrictEqual({
      kind: 'external',
      href: 'https://omnis.localhost/404/',
    });
    expect(linkAttributes('jav\tascript:alert(1)', warn)).toStrictEqual({
      href: 'https://omnis.localhost/404/',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(warnings).toStrictEqual([
      'Unsafe URL replaced: vbscript:msgbox(1)',
      'Unsafe URL replaced: jav\tascript:alert(1)',
    ]);
  });

  it('leave every allowed scheme, site path, anchor and handle alone, without a warning', () => {
    const warnings: string[] = [];
    const allowed = [
      'https://example.com/',
      'http://example.com/',
      'wss://example.com/socket',
      'ws://example.com/socket',
      'mqtts://broker.example.com',
      'mqtt://broker.example.com',
      'mailto:hello@example.com',
      'tel:+441234567890',
      '//cdn.example.com/a.png',
      'data:image/png;base64,AAAA',
      'dtg:ship',
      '/collection/tees/',
      '#reviews',
      '@open-chat',
    ];
    for (const url of allowed)
      expect(sanitizeUrl(url, (message) => warnings.push(message))).toBe(url);
    expect(warnings).toStrictEqual([]);
  });
});
