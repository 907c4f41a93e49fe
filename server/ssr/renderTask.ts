/**
 * What crosses between the server's main thread and an SSR worker (server/ssr/renderPool.ts,
 * server/ssr/renderWorker.ts): the SsrRequest without its functions, which cannot be
 * cloned, plus a port on which the worker asks the main thread for API reads.
 */
import type { MessagePort } from 'node:worker_threads';
import type { SsrRequest } from '../../src/ssr/contract';

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
  | { id: number; ok: false; message: string };
