import { useEffect, useState } from 'react';
import { fontStylesheetUrls } from './fontLinks';

/** Each stylesheet is linked once; its promise settles when it has loaded (or failed). */
const linked = new Map<string, Promise<void>>();

function linkStylesheet(href: string): Promise<void> {
  let loaded = linked.get(href);
  if (!loaded) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    loaded = new Promise<void>((resolve) => {
      link.onload = () => resolve();
      link.onerror = () => resolve();
    });
    document.head.append(link);
    linked.set(href, loaded);
  }
  return loaded;
}

/**
 * Links the stylesheets of the fonts in use and answers a number that changes once they
 * are loaded, so the canvas redraws its text with them (a canvas does not reflow by
 * itself when a web font arrives). The faces exist only once a stylesheet has loaded, so
 * the font load waits for it.
 */
export function useDesignFonts(names: readonly string[]): number {
  const [ready, setReady] = useState(0);
  const key = [...new Set(names)].sort().join('|');
  useEffect(() => {
    if (key === '') return;
    const families = key.split('|');
    let cancelled = false;
    void Promise.all(fontStylesheetUrls(families).map(linkStylesheet))
      .then(() =>
        Promise.all(
          families.map((family) => document.fonts.load(`32px "${family}"`).catch(() => [])),
        ),
      )
      .then(() => {
        if (!cancelled) setReady((count) => count + 1);
      });
    return () => {
      cancelled = true;
    };
  }, [key]);
  return ready;
}
