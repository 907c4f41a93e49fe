import { useEffect } from 'react';

/** Font loading gives up after 3 s by default. */
export const FONT_LOAD_TIMEOUT_MS = 3_000;

export type FontLoadState = 'loading' | 'active' | 'inactive';

/**
 * Font loading state: loading, then active when the fonts loaded or
 * inactive when they failed or took longer than the timeout. Fonts use `swap` display, so
 * text shows in the fallback meanwhile; the state is exposed as `data-fonts` on <html>
 * for styles that must wait (and for tests).
 */
export function fontLoadOutcome(
  loaded: Promise<unknown>,
  timeoutMs = FONT_LOAD_TIMEOUT_MS,
): Promise<FontLoadState> {
  return Promise.race([
    loaded.then(
      () => 'active' as const,
      () => 'inactive' as const,
    ),
    new Promise<FontLoadState>((resolve) => setTimeout(() => resolve('inactive'), timeoutMs)),
  ]);
}

export function useFontLoading(): void {
  useEffect(() => {
    const root = document.documentElement;
    if (!('fonts' in document)) return;
    root.dataset.fonts = 'loading';
    let cancelled = false;
    void fontLoadOutcome(document.fonts.ready).then((state) => {
      if (!cancelled) root.dataset.fonts = state;
    });
    return () => {
      cancelled = true;
    };
  }, []);
}
