// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNSAFE_URL_REPLACEMENT } from '../links';
import { sanitizeHtml } from './html';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

/** Attributes and tags that would run script if any survived. */
const EXECUTABLE =
  /<script|\son\w+\s*=|javascript:|vbscript:|<svg|<math|<iframe|srcdoc|<style|expression\(/i;

describe('sanitizeHtml keeps what sellers write', () => {
  it('keeps formatting, alignment styles and safe links unchanged', () => {
    const html =
      '<h2>Summer</h2><p style="text-align: center;"><strong>Hi</strong> <em>there</em></p>' +
      '<ul><li><a href="/collection/tees/">Tees</a></li><li><a href="mailto:shop@example.com">Mail</a></li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps every link scheme the storefront allows', () => {
    for (const href of [
      'https://a.example/',
      'http://a.example/',
      'wss://a.example/',
      'ws://a.example/',
      'mqtts://a.example',
      'mqtt://a.example',
      'tel:+441234',
      'dtg:x',
      '//cdn.example/x',
      '#top',
      '@open-chat',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('returns an empty string for blank input', () => {
    expect(sanitizeHtml('   ')).toBe('');
  });
});

describe('sanitizeHtml makes XSS payloads inert', () => {
  const payloads: Record<string, string> = {
    'script tag': '<p>ok</p><script>alert(1)</script>',
    'script with src': '<script src="https://evil.example/x.js"></script><p>ok</p>',
    'img onerror': '<img src="x" onerror="alert(1)"><p>ok</p>',
    'body onload': '<body onload="alert(1)"><p>ok</p></body>',
    'svg onload': '<svg onload="alert(1)"></svg><p>ok</p>',
    'svg script': '<svg><script>alert(1)</script></svg><p>ok</p>',
    'svg xlink javascript':
      '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg><p>ok</p>',
    'math xlink': '<math><mi xlink:href="javascript:alert(1)">x</mi></math><p>ok</p>',
    'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>ok</p>',
    'style expression': '<style>p { width: expression(alert(1)); }</style><p>ok</p>',
    'style attribute expression': '<p style="width: expression(alert(1))">ok</p>',
    'style attribute url': '<p style="background: url(javascript:alert(1))">ok</p>',
    'form action': '<form action="javascript:alert(1)"><input name="q"></form><p>ok</p>',
    'object data': '<object data="javascript:alert(1)"></object><p>ok</p>',
    'noscript mutation':
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>ok</p>',
  };

  for (const [name, payload] of Object.entries(payloads)) {
    it(`neutralises ${name}`, () => {
      const clean = sanitizeHtml(payload);
      expect(clean).not.toMatch(EXECUTABLE);
      expect(clean).toContain('ok');
    });
  }

  const scriptLinks = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java&#x09;script:alert(1)',
    'java&#x0A;script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
    'vbscript:msgbox(1)',
    'ftp://files.example/',
  ];
  for (const href of scriptLinks) {
    it(`replaces the link ${JSON.stringify(href)} with the 404 page`, () => {
      const clean = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(clean).toBe(`<a href="${UNSAFE_URL_REPLACEMENT}">x</a>`);
      expect(warn).toHaveBeenCalledOnce();
    });
  }

  it('drops an unsafe image source but keeps the image', () => {
    expect(sanitizeHtml('<img src="javascript:alert(1)" alt="x">')).toBe('<img alt="x">');
  });

  it('keeps data URIs on images only', () => {
    const pixel = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitizeHtml(`<img src="${pixel}" alt="">`)).toBe(`<img src="${pixel}" alt="">`);
    expect(sanitizeHtml('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe('<a>x</a>');
  });

  it('adds rel noopener noreferrer to a link with a target', () => {
    expect(sanitizeHtml('<a href="https://a.example/" target="_blank">x</a>')).toBe(
      '<a href="https://a.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://a.example/" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://a.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops a target that names another window', () => {
    expect(sanitizeHtml('<a href="/a/" target="checkout">x</a>')).toBe('<a href="/a/">x</a>');
  });

  it('leaves DOMPurify without our hooks afterwards', async () => {
    sanitizeHtml('<p>x</p>');
    const { default: DOMPurify } = await import('isomorphic-dompurify');
    expect(DOMPurify.sanitize('<a href="ftp://files.example/">x</a>')).toBe(
      '<a href="ftp://files.example/">x</a>',
    );
  });
});

describe('sanitizeHtml for email', () => {
  const mailOrigin = 'https://store.example';

  it('makes links and images absolute and drops in-page actions', () => {
    const html =
      '<p><a href="/about/">About</a> <a href="@open-chat">Chat</a> <img src="/i/a.png" alt="A"></p>';
    expect(sanitizeHtml(html, { mailOrigin })).toBe(
      '<p><a href="https://store.example/about/">About</a> <a>Chat</a> <img src="https://store.example/i/a.png" alt="A"></p>',
    );
  });

  it('still replaces unsafe links, now with the absolute 404 page', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>', { mailOrigin })).toBe(
      '<a href="https://store.example/404/">x</a>',
    );
  });
});

describe('sanitizeHtml cache', () => {
  it('answers the same input with the same inert output, cached or not', () => {
    const hostile = '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a></p>';
    const first = sanitizeHtml(hostile);
    expect(sanitizeHtml(hostile)).toBe(first);
    expect(first).not.toContain('onclick');
    expect(first).not.toContain('javascript:');
  });
  it('never serves a page result to a mail call (mail rewrites links)', () => {
    const html = '<a href="/about/">About</a>';
    expect(sanitizeHtml(html)).toContain('href="/about/"');
    expect(sanitizeHtml(html, { mailOrigin: 'https://shop.example' })).toContain(
      'href="https://shop.example/about/"',
    );
  });
});
