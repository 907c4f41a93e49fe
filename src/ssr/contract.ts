/**
 * The contract between the server (server/ssr) and the storefront's SSR entry
 * (runtime/entry-server.tsx). The server gathers everything a page needs (core data, the
 * session, an in-process API) and the runtime turns it into HTML. Neither side imports
 * the other's internals: only these types.
 */

/** A GET under /omnis/v3, answered in-process with the shopper's own session. */
export type SsrApiGet = (
  path: string,
  query?: Record<string, string | number | boolean | undefined>,
) => Promise<{ status: number; body: unknown }>;

/** The signed-in user as the storefront sees it: verified, signedEula, internal. */
export interface SessionView {
  userId: number;
  email: string;
  name: string;
  verified: boolean;
  signedEula: boolean;
  internal: boolean;
  /** Division ids whose dashboard (editor) this user may use. */
  dashboardDivisions: number[];
  /** Present (true) while staff force two-factor on the account and it is not set up. */
  mustSetUpTwoFactor?: boolean;
}

export interface SsrRequest {
  /** Path and query of the request, e.g. `/about/?ref=menu`. */
  url: string;
  /** Scheme and host the shopper used, e.g. `http://demo.localhost:3000`. */
  origin: string;
  /** The platform's own site (PLATFORM_ORIGIN), for unsafe links' 404 page; null: `/404/`. */
  platformOrigin?: string | null;
  /** The store's core data: the same JSON GET /frontend/{division}/getStoreCoreData/json/ returns. */
  coreData: unknown;
  session: SessionView | null;
  get: SsrApiGet;
  /** CSP nonce for inline scripts the HTML carries (the embedded state). */
  nonce: string;
  /**
   * The store's clock when the request arrived (epoch ms): date conditions and caches
   * use it, on the server and, through an offset, in the browser after hydration.
   */
  now: number;
  /**
   * The @font-face rules of self-hosted font stylesheets (`/fonts/...css`), with their
   * font URLs made absolute, for the renderer to put inline: stylesheet links in the head
   * would each block the first paint. Absent, the renderer links them.
   */
  fontFaceCss?: (stylesheetUrls: readonly string[]) => string;
  /** The built runtime client entry: script and stylesheet URLs to include. */
  assets: { scripts: string[]; styles: string[]; preload: string[] };
  /**
   * The built chunks of these block types' browser code that the entry does not already
   * load: the renderer preloads the ones the page shows. Absent (no build), nothing is.
   */
  blockPreload?: (blockTypes: readonly string[]) => string[];
}

export interface SsrResult {
  status: number;
  /** A redirect instead of a page (guards, /learn/* -> /blog/*, native-mode failures). */
  redirect?: string;
  html?: string;
  headers?: Record<string, string>;
}

export type SsrRender = (request: SsrRequest) => Promise<SsrResult>;
