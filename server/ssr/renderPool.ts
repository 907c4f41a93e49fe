/**
 * Storefront rendering off the event loop (issue 23): a piscina pool of worker threads,
 * each running runtime/entry-server.tsx, so one heavy page keeps one worker busy while the
 * main thread goes on answering the API, assets, the favicon and other pages' data.
 *
 * The main thread still loads the data (core data, sessions, the in-process API): the
 * worker gets the request's plain fields and asks for each API read over a MessagePort.
 * `SSR_WORKERS=0` renders on the main thread instead (server/ssr/ssrWorkers.ts).
 */
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { SsrRender, SsrResult } from '../../src/ssr/contract';
import type { ApiAnswer, ApiCall, SsrHostRequest, SsrTask, WarmTask } from './renderTask';

export interface RenderPoolOptions {
  /** Worker threads, at least 1. */
  threads: number;
  /** The client build folder, for block chunk preloads (SsrRequest.blockPreload). */
  clientDir: string | null;
  /**
   * Pages one worker renders at once. A render waits on its API reads (answered on the
   * main thread), so a second one in the same worker fills those waits.
   */
  concurrentPerThread?: number;
}

export interface RenderPool {
  render: SsrRender;
  /**
   * Resolves once the threads have loaded the renderer (rejects if it fails to load), so
   * the first shoppers after a start do not wait for it.
   */
  warm: () => Promise<void>;
  close: () => Promise<void>;
  readonly threads: number;
}

const WORKER_URL = new URL('./renderWorker.entry.mjs', import.meta.url);

/**
 * The worker is TypeScript and JSX: it loads through tsx like the rest of the server. Under
 * `node --import tsx` (npm start) the flag is inherited; elsewhere (Vitest) it is added.
 */
export function workerExecArgv(parent: readonly string[] = process.execArgv): string[] {
  const hasTsx = parent.some(
    (arg, index) => arg === '--import=tsx' || (arg === 'tsx' && parent[index - 1] === '--import'),
  );
  return hasTsx ? [...parent] : [...parent, '--import', 'tsx'];
}

/**
 * Answers the worker's API reads for one render with the request's own `get`, or its
 * `getText` when the host offers it: the worker then parses the JSON, off this thread.
 */
function serveApi(request: SsrHostRequest, port: MessagePort): void {
  port.on('message', (call: ApiCall) => {
    const answered: Promise<ApiAnswer> = request.getText
      ? request
          .getText(call.path, call.query)
          .then((answer) => ({ id: call.id, ok: true, ...answer }))
      : request.get(call.path, call.query).then((answer) => ({ id: call.id, ok: true, ...answer }));
    answered.then(
      (reply) => port.postMessage(reply),
      (error: unknown) => {
        const reply: ApiAnswer = {
          id: call.id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        };
        port.postMessage(reply);
      },
    );
  });
}

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const threads = Math.max(1, Math.floor(options.threads));
  const pool = new Piscina({
    filename: WORKER_URL.href,
    minThreads: threads,
    maxThreads: threads,
    // Threads live as long as the server: a new one pays the renderer's load again.
    idleTimeout: Number.MAX_SAFE_INTEGER,
    concurrentTasksPerWorker: options.concurrentPerThread ?? 2,
    execArgv: workerExecArgv(),
  });
  // A thread that dies (out of memory, a native crash) fails its tasks, which answer the
  // error page, and piscina starts another; without a listener the event would end the process.
  pool.on('error', (error: unknown) => console.error('An SSR worker thread failed', error));

  const render: SsrRender = async (request: SsrHostRequest) => {
    const { port1, port2 } = new MessageChannel();
    serveApi(request, port1);
    const { get: _get, getText: _getText, fontFaceCss, blockPreload, ...plain } = request;
    const task: SsrTask = {
      request: plain,
      port: port2,
      inlineFonts: fontFaceCss !== undefined,
      preloadFrom: blockPreload ? options.clientDir : null,
    };
    try {
      return (await pool.run(task, { transferList: [port2] })) as SsrResult;
    } finally {
      port1.close();
    }
  };

  return {
    render,
    threads,
    warm: async () => {
      const warm: WarmTask = { warm: true };
      await Promise.all(Array.from({ length: threads }, () => pool.run(warm)));
    },
    close: () => pool.close({ force: true }),
  };
}
