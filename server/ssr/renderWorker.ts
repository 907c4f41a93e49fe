/**
 * An SSR worker thread (piscina, server/ssr/renderPool.ts): renders one storefront page
 * per task with runtime/entry-server.tsx, off the main thread's event loop. Data still
 * comes from the main thread: each API read the page makes is a message on the task's
 * port, answered there by the in-process API with the shopper's own cookies.
 */
import type { MessagePort } from 'node:worker_threads';
import { render } from '../../runtime/entry-server';
import type { SsrApiGet, SsrResult } from '../../src/ssr/contract';
import { fontFaceCss } from './fonts';
import {
  blockPreload,
  entryAssets,
  NO_ASSETS,
  readBlockChunks,
  readManifest,
  RUNTIME_ENTRY,
  type BlockChunks,
  type EntryAssets,
} from './manifest';
import type { ApiAnswer, ApiCall, SsrTask, WarmTask } from './renderTask';

/** A build's chunks, read once per worker and folder (a build never changes under a running server). */
const builds = new Map<string, { chunks: BlockChunks; entry: EntryAssets }>();
const buildOf = (clientDir: string) => {
  let build = builds.get(clientDir);
  if (!build) {
    const manifest = readManifest(clientDir);
    if (!manifest) return { chunks: {}, entry: NO_ASSETS }; // No build yet: read again next time.
    build = { chunks: readBlockChunks(clientDir), entry: entryAssets(manifest, RUNTIME_ENTRY) };
    builds.set(clientDir, build);
  }
  return build;
};

/** API reads over the task's port: one pending promise per call id. */
function apiOver(port: MessagePort): { get: SsrApiGet; close: () => void } {
  const pending = new Map<
    number,
    { resolve: (value: { status: number; body: unknown }) => void; reject: (error: Error) => void }
  >();
  let nextId = 0;
  const onAnswer = (answer: ApiAnswer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if (!answer.ok) return waiting.reject(new Error(answer.message));
    if (!('text' in answer)) return waiting.resolve({ status: answer.status, body: answer.body });
    let body: unknown = answer.text;
    try {
      body = JSON.parse(answer.text);
    } catch {
      // Not JSON: hand the text back as it is, as the host does.
    }
    waiting.resolve({ status: answer.status, body });
  };
  port.on('message', onAnswer);
  const get: SsrApiGet = (path, query) =>
    new Promise((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve, reject });
      const call: ApiCall = { id: nextId, path, query };
      port.postMessage(call);
    });
  return {
    get,
    close: () => {
      port.off('message', onAnswer);
      port.close();
      for (const waiting of pending.values())
        waiting.reject(new Error('The render ended before its API read answered'));
      pending.clear();
    },
  };
}

export default async function renderInWorker(task: SsrTask | WarmTask): Promise<SsrResult | null> {
  // The module (the renderer, React, every block) is loaded by now: nothing else to do.
  if ('warm' in task) return null;
  const api = apiOver(task.port);
  try {
    const preloadFrom = task.preloadFrom;
    return await render({
      ...task.request,
      get: api.get,
      fontFaceCss: task.inlineFonts ? fontFaceCss : undefined,
      blockPreload: preloadFrom
        ? (types) => {
            const build = buildOf(preloadFrom);
            return blockPreload(build.chunks, types, build.entry);
          }
        : undefined,
    });
  } finally {
    api.close();
  }
}
