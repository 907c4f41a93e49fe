/**
 * Loads the ALTCHA widget (`<altcha-widget>`) once, in the browser only. The "external"
 * build keeps its styles and its proof-of-work worker out of inline code, so the page's
 * Content Security Policy (scripts from this origin, no blob: workers) holds: the worker
 * is its own file, bundled by Vite, and its CSS is added as a style element. Only SHA-256
 * is registered: our challenges use it.
 */
let loading: Promise<void> | null = null;

export function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    await import('altcha/external');
    // The widget's CSS as text, added once: a lazy chunk must not import CSS files here
    // (scripts/vite/plainDynamicImports.ts), and the page allows inline styles.
    const { default: css } = await import('altcha/altcha.css?inline');
    const style = document.createElement('style');
    style.dataset.altcha = '';
    style.textContent = css;
    document.head.append(style);
    const { default: ShaWorker } = await import('altcha/workers/sha?worker');
    const registry = (globalThis as unknown as AltchaGlobal).$altcha;
    registry.algorithms.set('SHA-256', () => new ShaWorker());
  })();
  return loading;
}

interface AltchaGlobal {
  $altcha: { algorithms: Map<string, () => Worker> };
}
