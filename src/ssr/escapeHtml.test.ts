import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml';

describe('escapeHtml', () => {
  it('escapes what could close an attribute or open a tag, ampersands first', () => {
    expect(escapeHtml('/a?b=1&c="x"<script>')).toBe('/a?b=1&amp;c=&quot;x&quot;&lt;script&gt;');
  });

  it('leaves plain text as it is', () => {
    expect(escapeHtml('/assets/Banner-6J6Mg39E.js')).toBe('/assets/Banner-6J6Mg39E.js');
  });
});
