// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_PREVIEW_APPLY, THEME_PREVIEW_READY } from '../../src/themePreview/protocol';
import { listenForThemePreview } from './themePreview';
import { isThemePreviewMode } from './themePreviewMode';

const ORIGIN = 'https://shop.test';

/** A framed window: the real jsdom document, a parent we can watch, messages we can send. */
function framedWindow() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const parent = { postMessage: vi.fn() };
  const win = {
    document,
    parent,
    location: { origin: ORIGIN, pathname: '/about/', href: `${ORIGIN}/about/?theme-preview` },
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener),
  };
  const send = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    for (const listener of listeners) {
      listener({ data, origin: from.origin ?? ORIGIN, source: from.source ?? parent } as never);
    }
  };
  return { win: win as unknown as Window, parent, send, listeners };
}

const apply = (variables: Record<string, string>, fontStylesheets: string[] = []) => ({
  type: THEME_PREVIEW_APPLY,
  variables,
  fontStylesheets,
});

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.head.innerHTML = '';
});

describe('theme preview mode', () => {
  it('is on only in a frame opened with ?theme-preview', () => {
    const framed = { parent: {}, location: { href: `${ORIGIN}/?theme-preview` } };
    expect(isThemePreviewMode(framed as unknown as Window)).toBe(true);
    const top = { location: { href: `${ORIGIN}/?theme-preview` } } as { parent?: unknown };
    top.parent = top;
    expect(isThemePreviewMode(top as unknown as Window)).toBe(false);
    expect(isThemePreviewMode({ parent: {}, location: { href: `${ORIGIN}/` } } as never)).toBe(
      false,
    );
  });
});

describe('listenForThemePreview', () => {
  it('tells the parent it is ready, on our origin only', () => {
    const { win, parent } = framedWindow();
    listenForThemePreview(win);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: THEME_PREVIEW_READY, path: '/about/' },
      ORIGIN,
    );
  });

  it('applies posted variables live and drops ones no longer sent', () => {
    const { win, send } = framedWindow();
    listenForThemePreview(win);
    send(apply({ '--primary-color': '#ff0000', '--border-radius': '12px' }));
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--primary-color')).toBe('#ff0000');
    send(apply({ '--primary-color': '#00ff00' }));
    expect(style.getPropertyValue('--primary-color')).toBe('#00ff00');
    expect(style.getPropertyValue('--border-radius')).toBe('');
  });

  it('loads the font stylesheets the theme needs, once', () => {
    const { win, send } = framedWindow();
    listenForThemePreview(win);
    send(apply({}, ['/fonts/lato/700.css']));
    send(apply({}, ['/fonts/lato/700.css']));
    const links = document.head.querySelectorAll('link[href="/fonts/lato/700.css"]');
    expect(links).toHaveLength(1);
  });

  it('ignores messages from another origin or another window, and after cleanup', () => {
    const { win, send } = framedWindow();
    const stop = listenForThemePreview(win);
    send(apply({ '--primary-color': '#ff0000' }), { origin: 'https://evil.test' });
    send(apply({ '--primary-color': '#ff0000' }), { source: {} });
    expect(document.documentElement.style.getPropertyValue('--primary-color')).toBe('');
    stop();
    send(apply({ '--primary-color': '#ff0000' }));
    expect(document.documentElement.style.getPropertyValue('--primary-color')).toBe('');
  });
});
