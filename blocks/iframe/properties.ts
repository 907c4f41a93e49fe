import { z } from 'zod';
import { pixels } from '../../src/model/styleValues';

/** iframe: src, height (default 1000). */
export const IFRAME_DEFAULT_HEIGHT = 1000;

/**
 * The frame's sandbox: scripts, forms and popups work (embedded designers, booking and
 * payment widgets need them) and the frame keeps its own origin (its cookies and
 * storage). It may not navigate the storefront's page (no allow-top-navigation), open
 * downloads, or take pointer lock. Same-origin scripts could lift the sandbox, so only
 * absolute http(s) addresses are embedded, never the store's own relative paths.
 */
export const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

export const iframeProperties = z.object({
  /** An absolute http(s) address. */
  src: z.string().trim().default(''),
  height: pixels.pipe(z.number().min(100).max(5000)).default(IFRAME_DEFAULT_HEIGHT),
  /** The frame's accessible name. */
  title: z.string().trim().min(1).max(120).default('Embedded content'),
});

export type IframeProperties = z.output<typeof iframeProperties>;
