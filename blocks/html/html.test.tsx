// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeBlockContract, renderBlock } from '../testing';
import html from './index';

describeBlockContract(html, { name: 'html', mail: false });

describe('html block', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('is a Pro block', () => {
    expect(html.pro).toBe(true);
  });

  it('keeps ordinary markup', () => {
    expect(renderBlock(html, { html: '<h2>Our story</h2><p>Since <em>2012</em>.</p>' })).toBe(
      '<div class="block-html"><h2>Our story</h2><p>Since <em>2012</em>.</p></div>',
    );
  });

  const payloads = {
    script: '<script>alert(1)</script>',
    'onerror handler': '<img src=x onerror=alert(1)>',
    'onload handler': '<body onload=alert(1)>',
    'javascript: link': '<a href="javascript:alert(1)">x</a>',
    'entity-encoded javascript: link': '<a href="&#106;avascript&#58;alert(1)">x</a>',
    'javascript: link with a tab': '<a href="java\tscript:alert(1)">x</a>',
    'svg payload': '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
    'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    'style expression': '<style>*{x:expression(alert(1))}</style>',
  };
  for (const [name, payload] of Object.entries(payloads)) {
    it(`renders ${name} inert`, () => {
      const out = renderBlock(html, { html: `${payload}<p>ok</p>` });
      expect(out).not.toMatch(
        /<script|\son\w+=|javascript:|<svg|<iframe|srcdoc|<style|expression\(/i,
      );
      expect(out).toContain('<p>ok</p>');
    });
  }

  it('gives a link with a target rel noopener noreferrer', () => {
    expect(
      renderBlock(html, { html: '<a href="https://a.example/" target="_blank">a</a>' }),
    ).toContain('rel="noopener noreferrer"');
  });
});
