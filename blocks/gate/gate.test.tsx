// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { blockElement, describeBlockContract, editorContext, renderBlock } from '../testing';
import gate from './index';
import { gatePassedKey } from './properties';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.body.style.overflow = '';
});

describeBlockContract(gate, { name: 'gate', mail: false });

describe('gate', () => {
  it('server-renders an open, labelled modal dialog', () => {
    const html = renderBlock(gate);
    expect(html).toMatch(
      /role="dialog" aria-modal="true" aria-labelledby="[^"]+" aria-describedby="[^"]+"/,
    );
    expect(html).not.toContain('hidden');
  });

  it('closes on confirm, remembers it and lets the page scroll again', () => {
    const block = { uid: 'gate-1' };
    const { unmount } = render(blockElement(gate, {}, { block }));
    const dialog = screen.getByRole('dialog', { name: 'Are you 18 or over?' });
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, enter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, enter' }));
    expect(dialog.parentElement!.hidden).toBe(true);
    expect(window.localStorage.getItem(gatePassedKey('gate-1'))).toBe('1');
    expect(document.body.style.overflow).toBe('');
    unmount();
    const { container } = render(blockElement(gate, {}, { block }));
    expect(container.querySelector<HTMLElement>('.block-gate')!.hidden).toBe(true);
  });

  it('offers a way out only with somewhere to go', () => {
    expect(renderBlock(gate)).not.toContain('No, leave');
    expect(renderBlock(gate, { declineHref: 'https://example.com/' })).toContain('No, leave');
  });

  it('sits inline in the editor', () => {
    const html = renderBlock(gate, {}, { context: editorContext });
    expect(html).toContain('block-gate--inline');
    expect(html).not.toContain('aria-modal');
  });
});
