/**
 * Preview mode of the storefront (the theme editor's frame, src/themePreview/protocol.ts):
 * a page opened in a frame with `?theme-preview` applies the theme the dashboard posts,
 * live, for as long as the frame lives (client-side navigation keeps the listener). A page
 * outside a frame, or without the parameter, never listens.
 */
import {
  THEME_PREVIEW_READY,
  isTrustedPreviewMessage,
  readThemePreviewApply,
  type ThemePreviewReady,
} from '../../src/themePreview/protocol';

const FONT_LINK_ATTRIBUTE = 'data-theme-preview-font';

/**
 * Applies posted themes to `win`'s document and tells the parent it is ready, so the
 * dashboard sends the edited theme at once. The properties sit on <html>, which client-side
 * navigation keeps, so every page visited in the frame shows the edited theme. Returns the cleanup.
 */
export function listenForThemePreview(win: Window): () => void {
  const { document } = win;
  const root = document.documentElement;
  const origin = win.location.origin;
  let applied: string[] = [];

  const onMessage = (event: MessageEvent) => {
    if (!isTrustedPreviewMessage(event, { origin, source: win.parent })) return;
    const message = readThemePreviewApply(event.data);
    if (!message) return;
    // Inline properties on <html> win over the server's `:root` rule; set one by one so a
    // value can never become another declaration.
    for (const name of applied) {
      if (!(name in message.variables)) root.style.removeProperty(name);
    }
    for (const [name, value] of Object.entries(message.variables)) {
      root.style.setProperty(name, value);
    }
    applied = Object.keys(message.variables);
    const present = new Set(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
        link.getAttribute('href'),
      ),
    );
    for (const href of message.fontStylesheets) {
      if (present.has(href)) continue;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.setAttribute(FONT_LINK_ATTRIBUTE, '');
      document.head.append(link);
    }
  };

  const announce = () => {
    const ready: ThemePreviewReady = { type: THEME_PREVIEW_READY, path: win.location.pathname };
    win.parent.postMessage(ready, origin);
  };

  win.addEventListener('message', onMessage);
  announce();
  return () => win.removeEventListener('message', onMessage);
}
