// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  $createRangeSelection,
  $createTextNode,
  $getRoot,
  $isElementNode,
  $setSelection,
  type LexicalEditor,
} from 'lexical';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RichTextInput } from './RichTextInput';

afterEach(cleanup);

beforeAll(() => {
  // jsdom does no layout; Lexical measures the selection to scroll it into view.
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Range.prototype.getClientRects ??= () =>
    ({
      length: 0,
      item: () => null,
      [Symbol.iterator]: [][Symbol.iterator],
    }) as unknown as DOMRectList;
});

const html = { kind: 'richText', name: 'html', label: 'Text', help: 'Shown as written.' } as const;

/** The Lexical editor behind a content-editable: Lexical keeps it on its root element. */
const editorOf = (element: HTMLElement): LexicalEditor =>
  (element as unknown as { __lexicalEditor: LexicalEditor }).__lexicalEditor;

function Harness({ initial, onChange }: { initial: string; onChange: (html: unknown) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextInput
        field={html}
        value={value}
        onChange={(next) => {
          setValue(next as string);
          onChange(next);
        }}
      />
      <button onClick={() => setValue('<p>Restored by undo</p>')}>Outside change</button>
    </>
  );
}

async function setup(initial: string) {
  const onChange = vi.fn();
  await act(async () => {
    render(<Harness initial={initial} onChange={onChange} />);
  });
  const box = screen.getByRole('textbox', { name: 'Text' });
  return { onChange, box, editor: editorOf(box) };
}

/** Types at the end of the first paragraph, as Lexical does for a keystroke. */
async function typeAtEnd(editor: LexicalEditor, text: string) {
  await act(async () => {
    editor.update(() => {
      const paragraph = $getRoot().getFirstChild();
      if ($isElementNode(paragraph)) paragraph.append($createTextNode(text));
    });
  });
}

/** Selects all the text of the first paragraph. */
async function selectFirstParagraph(editor: LexicalEditor) {
  await act(async () => {
    editor.update(() => {
      const paragraph = $getRoot().getFirstChild();
      if (!$isElementNode(paragraph)) return;
      const selection = $createRangeSelection();
      selection.anchor.set(paragraph.getKey(), 0, 'element');
      selection.focus.set(paragraph.getKey(), paragraph.getChildrenSize(), 'element');
      $setSelection(selection);
    });
  });
}

describe('<RichTextInput>', () => {
  it('shows the stored HTML in a labelled, described text box', async () => {
    const { box } = await setup('<p>Printed on <b>organic</b> cotton</p>');
    expect(box.getAttribute('contenteditable')).toBe('true');
    expect(box.textContent).toBe('Printed on organic cotton');
    expect(box.querySelector('strong')?.textContent).toBe('organic');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Shown as written.',
    );
  });

  it('reports each edit as HTML', async () => {
    const { editor, onChange } = await setup('<p>Hello</p>');
    expect(onChange).not.toHaveBeenCalled();
    await typeAtEnd(editor, ' world');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.lastCall?.[0]).toMatch(/^<p[^>]*><span[^>]*>Hello world<\/span><\/p>$/);
  });

  it('makes the selection bold from the toolbar and shows it pressed', async () => {
    const { editor, onChange } = await setup('<p>Sale</p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    expect(toolbar).toBeTruthy();
    await selectFirstParagraph(editor);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bold' })));
    expect(onChange.mock.lastCall?.[0]).toMatch(/<b><strong[^>]*>Sale<\/strong><\/b>/);
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('turns paragraphs into a bulleted list and back', async () => {
    const { editor, onChange } = await setup('<p>Organic</p>');
    await selectFirstParagraph(editor);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' })));
    expect(onChange.mock.lastCall?.[0]).toMatch(/^<ul[^>]*><li[^>]*>.*Organic.*<\/li><\/ul>$/);
    expect(screen.getByRole('button', { name: 'Bulleted list' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' })));
    expect(onChange.mock.lastCall?.[0]).toMatch(/^<p[^>]*>.*Organic.*<\/p>$/);
  });

  it('links the selection to a safe address and refuses an unsafe one', async () => {
    const { editor, onChange } = await setup('<p>Our story</p>');
    await selectFirstParagraph(editor);
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Links starting with “javascript:” are not allowed.',
    );
    fireEvent.change(address, { target: { value: '/about/' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(onChange.mock.lastCall?.[0]).toMatch(/<a href="\/about\/"[^>]*>.*Our story.*<\/a>/);
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();
  });

  it('stores an emptied editor as an empty string', async () => {
    const { editor, onChange } = await setup('<p>Gone</p>');
    await act(async () => {
      editor.update(() => {
        const paragraph = $getRoot().getFirstChild();
        if ($isElementNode(paragraph)) paragraph.clear();
      });
    });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('follows a value changed from outside without reporting it back', async () => {
    const { box, onChange } = await setup('<p>Typed</p>');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Outside change' })));
    expect(box.textContent).toBe('Restored by undo');
    expect(onChange).not.toHaveBeenCalled();
  });
});
