/**
 * What crosses between the server's main thread and an SSR worker (server/ssr/renderPool.ts,
 * server/ssr/renderWorker.ts): the SsrRequest without its functions, which cannot be
 * cloned, plus a port on which the worker asks the main thread for API reads.
 */
import type { MessagePort } from 'node:worker_threads';
import type { SsrRequest } from '../../src/ssr/contract';

/**
 * An API read's answer as the server sent it, before JSON parsing. The host offers it
 * beside `get` so a worker can parse a large answer (a 2,000-block page is megabytes of
 * JSON) on its own thread instead of the main thread.
 */
export type SsrApiGetText = (
  path: string,
  query?: Record<string, string | number | boolean | undefined>,
) => Promise<{ status: number; text: string }>;

/** What the host hands a renderer: the contract's request, plus the raw API read. */
export type SsrHostRequest = SsrRequest & { getText?: SsrApiGetText };

/** The SsrRequest's plain data; the worker rebuilds `get`, `fontFaceCss` and `blockPreload`. */
export type SsrTaskRequest = Omit<SsrRequest, 'get' | 'fontFaceCss' | 'blockPreload'>;

export interface SsrTask {
  request: SsrTaskRequest;
  /** The main thread answers `ApiCall`s on it with `ApiAnswer`s. */
  port: MessagePort;
  /** The host inlines self-hosted @font-face rules (SsrRequest.fontFaceCss). */
  inlineFonts: boolean;
  /** The host preloads block chunks (SsrRequest.blockPreload) from this build folder. */
  preloadFrom: string | null;
}

export interface ApiCall {
  id: number;
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
}

export type ApiAnswer =
  | { id: number; ok: true; status: number; body: unknown }
  /** The answer's text, parsed by the worker. */
  | { id: number; ok: true; status: number; text: string }
  | { id: number; ok: false; message: string };

/** Asks a thread to do nothing: answered once it has loaded the renderer. */
export interface WarmTask {
  warm: true;
}
