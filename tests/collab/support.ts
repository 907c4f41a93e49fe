/**
 * Helpers for the collaboration tests: stock `@hocuspocus/provider` clients in Node
 * (through `ws`, with a cookie and an Origin as a browser would send them), a signed-in
 * cookie, a page to edit, and waiting for what a client hears.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import { vi } from 'vitest';
import * as Y from 'yjs';
import {
  COLLAB_PATH,
  pageDocumentName,
  parseServerMessage,
  type CollabServerMessage,
} from '../../src/collab';
import type { Page } from '../../src/model';
import { createSnapshotStore } from '../../src/pageDoc';
import { Browser } from '../server/support/browser';
import { untilListening } from '../server/support/process';

export const wsUrl = (httpUrl: string): string => `${httpUrl.replace(/^http/, 'ws')}${COLLAB_PATH}`;

/** A `ws` WebSocket class that sends these headers (Cookie, Origin) on the handshake. */
export function webSocketWith(
  headers: Record<string, string>,
): new (address: string | URL, protocols?: string | string[]) => WebSocket {
  return class extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  };
}

export interface TestClient {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
  /** Stateless collaboration messages received, parsed. */
  messages: CollabServerMessage[];
  /** Resolves on the first sync; rejects with the refusal reason. */
  synced: Promise<void>;
  page(): Page;
  destroy(): void;
}

export interface ClientOptions {
  url: string;
  divisionId: number;
  pageId: number;
  cookie?: string;
  origin?: string;
  doc?: Y.Doc;
  token?: string | null;
  /** Reconnect attempts; default: retry forever like a browser. */
  maxAttempts?: number;
}

export function openClient(options: ClientOptions): TestClient {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  const doc = options.doc ?? new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({
    url: wsUrl(options.url),
    WebSocketPolyfill: webSocketWith(headers),
    maxAttempts: options.maxAttempts ?? 0,
    delay: 100,
    minDelay: 100,
    maxDelay: 500,
  });
  const messages: CollabServerMessage[] = [];
  let settle: { resolve: () => void; reject: (reason: Error) => void } | undefined;
  const synced = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  synced.catch(() => undefined);
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: pageDocumentName(options),
    document: doc,
    token: options.token ?? null,
    onSynced: () => settle?.resolve(),
    onAuthenticationFailed: ({ reason }) => settle?.reject(new Error(reason)),
    onStateless: ({ payload }) => {
      const message = parseServerMessage(payload);
      if (message) messages.push(message);
    },
  });
  provider.attach();
  return {
    doc,
    provider,
    socket,
    messages,
    synced,
    page() {
      const store = createSnapshotStore(doc);
      const page = store.get();
      store.destroy();
      return page;
    },
    destroy() {
      provider.destroy();
      socket.destroy();
    },
  };
}

/**
 * Waits until `check` passes, trying again every 20 ms (real websockets: the network has
 * its own clock), and fails with its last error after `timeoutMs`.
 */
export async function eventually(
  check: () => void | Promise<void>,
  timeoutMs = 5_000,
): Promise<void> {
  await vi.waitFor(check, { timeout: timeoutMs, interval: 20 });
}

/** A signed-in browser's Cookie header. */
export async function cookieOf(url: string, email: string, password: string): Promise<string> {
  const browser = new Browser(url);
  const answer = await browser.signIn(email, password);
  if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}`);
  return browser.cookieHeader();
}

/** Sends a save request and waits for its answer. */
export async function requestSave(
  client: TestClient,
  id = `save-${Math.random().toString(36).slice(2)}`,
): Promise<CollabServerMessage> {
  client.provider.sendStateless(JSON.stringify({ type: 'save.request', id }));
  let answer: CollabServerMessage | undefined;
  await eventually(() => {
    answer = client.messages.find((message) => 'id' in message && message.id === id);
    if (!answer) throw new Error(`no answer to ${id}`);
  });
  return answer!;
}

export interface SpawnedServer {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/**
 * Runs the real server (server/main.ts) on a given port and waits until it says it listens: a
 * restarted server must come back where its clients reconnect (tests/server/support's
 * spawnServer always picks a new port).
 */
export async function spawnServerOn(
  port: number,
  env: Record<string, string>,
  timeoutMs = 150_000,
): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await untilListening(child, () => log, timeoutMs);
  return { child, url: `http://127.0.0.1:${port}`, output: () => log };
}
