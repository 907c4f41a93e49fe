import { useEffect } from 'react';
import { fontFaceQueries, type FontRequest } from '../../themes/fontBatch';
import {
  FONT_LOAD_TIMEOUT_MS,
  nextFontLoadState,
  startFontLoading,
  type FontLoadEvent,
} from './fontLoadState';

/**
 * Loads the page's font batch (each family's requested weights through
 * `document.fonts.load`) and shows where it is as `data-fonts` on <html>: `loading`, then
 * `active` or `inactive` (fontLoadState.ts), inactive for families still loading after
 * the timeout. Text shows in the fallback meanwhile (swap display); the attribute is for
 * styles that must wait, and for tests.
 */
export function useFontLoading(
  fonts: readonly FontRequest[],
  timeoutMs = FONT_LOAD_TIMEOUT_MS,
): void {
  // The batch comes from the embedded state: the same on every render in practice.
  const batch = JSON.stringify(fonts);
  useEffect(() => {
    const root = document.documentElement;
    if (!('fonts' in document)) return;
    const requests = JSON.parse(batch) as FontRequest[];
    let state = startFontLoading(requests.map((font) => font.family));
    root.dataset.fonts = state.status;
    if (state.status !== 'loading') return;
    let cancelled = false;
    const send = (event: FontLoadEvent) => {
      if (cancelled) return;
      state = nextFontLoadState(state, event);
      root.dataset.fonts = state.status;
    };
    for (const font of requests) {
      Promise.all(fontFaceQueries(font).map((query) => document.fonts.load(query))).then(
        // No matching face at all means the family's stylesheet never arrived.
        (faces) =>
          send({
            type: faces.flat().length > 0 ? 'font.loaded' : 'font.failed',
            family: font.family,
          }),
        () => send({ type: 'font.failed', family: font.family }),
      );
    }
    const timer = setTimeout(() => send({ type: 'timeout' }), timeoutMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [batch, timeoutMs]);
}
