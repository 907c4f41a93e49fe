// @vitest-environment jsdom
import { createEditor, type LexicalEditor } from 'lexical';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNSAFE_URL_REPLACEMENT } from '../../src/links';
import { RICH_TEXT_NODES, RICH_TEXT_THEME } from './config';
import { $contentAsHtml, $replaceWithHtml } from './html';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

/** An editor with the shared configuration, as the three rich-text editors make it. */
function richTextEditor(): LexicalEditor {
  return createEditor({
    nodes: [...RICH_TEXT_NODES],
    theme: RICH_TEXT_THEME,
    onError: (error) => {
      throw error;
    },
  });
}

/** Imports html into a fresh editor and exports it again. */
function roundTrip(html: string, editor = richTextEditor()): string {
  editor.update(() => $replaceWithHtml(editor, html), { discrete: true });
  return editor.getEditorState().read(() => $contentAsHtml(editor));
}

const run = (text: string) => `<span style="white-space: pre-wrap;">${text}</span>`;

describe('rich text html import and export', () => {
  it('exports a paragraph with its text run', () => {
    expect(roundTrip('<p>Hello</p>')).toBe(`<p>${run('Hello')}</p>`);
  });

  it('exports bold and italic without the editing theme’s class names', () => {
    expect(roundTrip('<p>Printed on <b>organic</b> <i>cotton</i></p>')).toBe(
      `<p>${run('Printed on ')}<b><strong style="white-space: pre-wrap;">organic</strong></b>` +
        `${run(' ')}<i><em style="white-space: pre-wrap;">cotton</em></i></p>`,
    );
  });

  it('keeps headings, lists, links and alignment', () => {
    expect(
      roundTrip(
        '<h2>Sale</h2><ul><li>One</li></ul>' +
          '<p style="text-align: center;"><a href="https://a.example/">Shop</a></p>',
      ),
    ).toBe(
      `<h2>${run('Sale')}</h2><ul><li value="1">${run('One')}</li></ul>` +
        `<p style="text-align: center;"><a href="https://a.example/">${run('Shop')}</a></p>`,
    );
  });

  it('is stable: exporting what it exported gives the same html', () => {
    const once = roundTrip('<h2>Sale</h2><p>Printed on <b>organic</b> cotton</p>');
    expect(roundTrip(once)).toBe(once);
  });

  it('exports an emptied text as an empty string', () => {
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p></p>')).toBe('');
  });

  it('imports with the seller-html rules: script goes, an unsafe link points to the 404 page', () => {
    expect(roundTrip('<p>ok</p><script>alert(1)</script><img src="x" onerror="alert(1)">')).toBe(
      `<p>${run('ok')}</p>`,
    );
    expect(roundTrip('<p><a href="javascript:alert(1)">bad</a></p>')).toBe(
      `<p><a href="${UNSAFE_URL_REPLACEMENT}">${run('bad')}</a></p>`,
    );
  });
});
