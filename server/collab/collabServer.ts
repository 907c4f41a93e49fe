import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import {
  Hocuspocus,
  type Document,
  type Extension,
  type onAuthenticatePayload,
} from '@hocuspocus/server';
import { Redis as IORedis } from 'ioredis';
import type { Kysely } from 'kysely';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  claimAccepted,
  COLLAB_PATH,
  COLLAB_REFUSALS,
  decodeLineageClaim,
  encodeCollabMessage,
  parseClientMessage,
  pageDocumentName,
  parsePageDocumentName,
  type CollabRefusal,
  type PageDocumentRef,
} from '../../src/collab';
import { PermissionDeniedError } from '../../src/errors';
import { PAGE_MESSAGES } from '../../src/errors/pageMessages';
import { lineageOf } from '../../src/pageDoc';
import type { BlockRegistry } from '../../src/registry';
import type { SessionView } from '../../src/ssr/contract';
import type { Database } from '../db/schema';
import { answerFor } from '../http/errors';
import type { Repositories } from '../db/repos';
import { storeRefFromHost } from '../store/storeHost';
import { collabAccess } from './access';
import {
  clientAddressOf,
  memoryAddressConnections,
  redisAddressConnections,
  type AddressConnections,
} from './addressConnections';
import { isAllowedOrigin, isServerOrigin, originHostname } from './allowedOrigins';
import { COLLAB_LIMITS, type CollabLimits } from './limits';
import {
  lineageForPage,
  loadPageDocument,
  savedElsewhere,
  storePageDocument,
  type StoreResult,
} from './persistence';
import { guardSocket, type SocketGuard } from './socketGuard';
import { webRequestOf } from './webRequest';

export interface CollabServerOptions {
  db: Kysely<Database>;
  repos: Repositories;
  registry: BlockRegistry;
  /** The signed-in user behind a Cookie header (`app.resolveSession`). */
  resolveSession: (cookieHeader: string | undefined) => Promise<SessionView | null>;
  /** Fan changes out to other server processes through Redis (`REDIS_URL`). */
  redisUrl?: string | null;
  /** Prefix of the Redis channels and keys (`REDIS_PREFIX`). */
  redisPrefix?: string;
  limits?: Partial<CollabLimits>;
  /** Proxies in front (TRUST_PROXY): whose X-Forwarded-For entry is the client's address. */
  trustedProxies?: number;
  /** Quiet time before a changed document is stored (Hocuspocus debounce), ms. */
  storeDebounceMs?: number;
  /** A document stays loaded this long after its last client left, ms (see keepWarm below). */
  keepWarmMs?: number;
  /** A document that keeps changing is stored at least this often, ms. */
  storeMaxDebounceMs?: number;
}

export interface CollabServer {
  hocuspocus: Hocuspocus;
  /** Takes over an HTTP upgrade request for COLLAB_PATH (refusing foreign origins first). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Stores every open document, then closes every connection (server shutdown). */
  close(): Promise<void>;
  /**
   * Brings a page's open document and its stored JSON together now (drafts, issue 14):
   * the document's pending edits are stored, and a draft written over HTTP meanwhile
   * (restore, discard) is merged into the document, which sends it to every open editor.
   * Nothing happens when no one has the page open. A refused JSON is left as it was.
   */
  syncPage(ref: PageDocumentRef): Promise<void>;
}

/** What onAuthenticate hands the other hooks. */
interface ConnectionContext {
  ref: PageDocumentRef;
  userId: number;
}

/** A refused connection. An empty message keeps Hocuspocus from logging an expected refusal. */
class Refused extends Error {
  constructor(readonly reason: CollabRefusal) {
    super('');
  }
}

/** The handshake's answer to an address that holds `maxConnectionsPerAddress` already. */
export const TOO_MANY_CONNECTIONS_ANSWER =
  'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

const STORE_DEBOUNCE_MS = 2_000;
const STORE_MAX_DEBOUNCE_MS = 10_000;
const KEEP_WARM_MS = 30_000;

/**
 * The collaboration server (issue 7): Hocuspocus on the product's own port at /collab.
 * - Authentication: the session cookie of the upgrade request; sellers of the store edit,
 *   staff watch read-only, everyone else is refused. Document names are
 *   `page.<divisionId>.<pageId>` (src/collab), the page must belong to that store, the
 *   Origin must be one of the store's own, and a client's document must be empty or of
 *   the server document's lineage.
 * - Persistence (persistence.ts): loaded from page_documents or the page JSON; stored
 *   debounced, and at once on a client's `save.request`, which is answered after commit.
 * - Hardening: socketGuard.ts, `maxPayload` on the websocket server, and at most
 *   `maxConnectionsPerAddress` open connections per client address (addressConnections.ts:
 *   counted in Redis across processes when REDIS_URL is set; a 429 at the handshake).
 * - Redis: with `redisUrl`, @hocuspocus/extension-redis relays updates, awareness and
 *   stateless messages between server processes.
 */
export function createCollabServer(options: CollabServerOptions): CollabServer {
  const limits: CollabLimits = { ...COLLAB_LIMITS, ...options.limits };
  const deps = { db: options.db, repos: options.repos, registry: options.registry };
  const guards = new WeakMap<Request, SocketGuard>();
  const guardsBySocketId = new Map<string, SocketGuard>();
  const documentRefs = new WeakMap<Document, PageDocumentRef>();
  let closing = false;

  const refOf = (document: Document): PageDocumentRef => {
    const ref = documentRefs.get(document) ?? parsePageDocumentName(document.name);
    if (!ref) throw new Refused(COLLAB_REFUSALS.unknownDocument);
    return ref;
  };

  const announceStored = (document: Document, result: StoreResult) => {
    if (result.wrote)
      document.broadcastStateless(
        encodeCollabMessage({ type: 'page.stored', version: result.version }),
      );
  };

  async function authenticate({
    documentName,
    requestHeaders,
    request,
    socketId,
    token,
    connectionConfig,
  }: onAuthenticatePayload): Promise<ConnectionContext> {
    const guard = guards.get(request);
    if (guard) guardsBySocketId.set(socketId, guard);
    const ref = parsePageDocumentName(documentName);
    if (!ref) throw new Refused(COLLAB_REFUSALS.unknownDocument);
    const division = await options.repos.divisions.findById(ref.divisionId);
    if (!division) throw new Refused(COLLAB_REFUSALS.unknownDocument);
    const origin = requestHeaders.get('origin') ?? undefined;
    if (!isAllowedOrigin(origin, requestHeaders.get('host') ?? undefined, division))
      throw new Refused(COLLAB_REFUSALS.origin);
    const session = await options.resolveSession(requestHeaders.get('cookie') ?? undefined);
    const access = collabAccess(session, division.id);
    if ('refused' in access) throw new Refused(access.refused);
    // A page of another store is refused like a page that does not exist: nothing leaks.
    const page = await options.repos.pages.findById(ref.pageId);
    if (!page || page.divisionId !== division.id)
      throw new Refused(COLLAB_REFUSALS.unknownDocument);
    const open = hocuspocus.documents.get(documentName);
    const serverLineage = open ? lineageOf(open) : await lineageForPage(deps, page);
    if (!claimAccepted(decodeLineageClaim(token), serverLineage))
      throw new Refused(COLLAB_REFUSALS.lineage);
    if (access.mode === 'read') connectionConfig.readOnly = true;
    return { ref, userId: access.userId };
  }

  const persistence: Extension = {
    extensionName: 'omnis-collab',
    // Before the Redis extension (1000): its store lock can fail when another process
    // stores, which would skip our store; the database's version check keeps concurrent
    // stores from different processes safe instead.
    priority: 2000,
    onAuthenticate: authenticate,
    async connected({ socketId, documentName, connection }) {
      guardsBySocketId.get(socketId)?.established(documentName);
      // A document kept loaded (keep warm) may have missed a save over HTTP: bring it in.
      const { document } = connection;
      if (await savedElsewhere(deps, document, refOf(document))) {
        await document.saveMutex
          .runExclusive(() => storePageDocument(deps, document, refOf(document)))
          .then(
            (result) => announceStored(document, result),
            () => undefined,
          );
      }
    },
    async onDisconnect({ socketId, documentName }) {
      guardsBySocketId.get(socketId)?.closed(documentName);
    },
    async onLoadDocument({ document, documentName }) {
      const ref = parsePageDocumentName(documentName);
      if (!ref) throw new Refused(COLLAB_REFUSALS.unknownDocument);
      documentRefs.set(document, ref);
      await loadPageDocument(deps, document, ref);
    },
    async onStoreDocument({ document }) {
      try {
        announceStored(document, await storePageDocument(deps, document, refOf(document)));
      } catch (error) {
        // A refused page JSON (validation, Pro content) still stored the document: the
        // editor that asks to save hears the refusal. Anything else is logged by Hocuspocus.
        if (answerFor(error).status >= 500) throw error;
      }
    },
    // Keep warm: loading a large page document (reading its state, building it) blocks
    // the event loop for tens of ms, which every other client feels as latency. Sellers
    // leave and reopen pages all the time, so a document stays loaded a while after its
    // last client left; Hocuspocus checks again after this hook and keeps a document
    // someone reopened meanwhile.
    async beforeUnloadDocument() {
      if (closing) return;
      await new Promise((resolve) =>
        setTimeout(resolve, options.keepWarmMs ?? KEEP_WARM_MS).unref(),
      );
    },
    async onStateless({ connection, document, payload }) {
      const message = parseClientMessage(payload);
      if (!message) return;
      if (connection.readOnly) {
        const { status, body } = answerFor(
          new PermissionDeniedError(PAGE_MESSAGES.insufficientPermissions),
        );
        connection.sendStateless(
          encodeCollabMessage({ type: 'save.failed', id: message.id, status, body }),
        );
        return;
      }
      try {
        const result = await document.saveMutex.runExclusive(() =>
          storePageDocument(deps, document, refOf(document)),
        );
        announceStored(document, result);
        connection.sendStateless(
          encodeCollabMessage({ type: 'save.done', id: message.id, version: result.version }),
        );
      } catch (error) {
        const { status, body } = answerFor(error);
        connection.sendStateless(
          encodeCollabMessage({ type: 'save.failed', id: message.id, status, body }),
        );
      }
    },
  };

  const extensions: Extension[] = [persistence];
  let redis: RedisExtension | null = null;
  const { redisUrl } = options;
  if (redisUrl) {
    redis = new RedisExtension({
      createClient: () => new IORedis(redisUrl),
      prefix: options.redisPrefix ?? 'omnis-collab',
    });
    extensions.push(redis);
  }

  const hocuspocus = new Hocuspocus({
    name: 'omnis-collab',
    quiet: true,
    debounce: options.storeDebounceMs ?? STORE_DEBOUNCE_MS,
    maxDebounce: options.storeMaxDebounceMs ?? STORE_MAX_DEBOUNCE_MS,
    extensions,
  });

  const sockets = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes });
  // Open connections per address: across every process through Redis when it is set.
  const countingRedis = redisUrl
    ? new IORedis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
    : null;
  const perAddress: AddressConnections = countingRedis
    ? redisAddressConnections({
        redis: countingRedis,
        prefix: options.redisPrefix ?? 'omnis-collab',
        max: limits.maxConnectionsPerAddress,
        log: (message, error) =>
          console.error(message, error instanceof Error ? error.message : ''),
      })
    : memoryAddressConnections(limits.maxConnectionsPerAddress);

  /** Refuses at the handshake an Origin that names no store at all; the per-store check is in onAuthenticate. */
  async function originNamesAStore(request: IncomingMessage): Promise<boolean> {
    const { origin, host } = request.headers;
    if (origin === undefined || isServerOrigin(origin, host)) return true;
    const hostname = originHostname(origin);
    if (hostname === null) return false;
    const ref = storeRefFromHost(hostname);
    if (ref.kind === 'subdomain')
      return (await options.repos.divisions.findBySubdomain(ref.subdomain)) !== null;
    if (ref.kind === 'domain')
      return (await options.repos.divisions.findByCustomDomain(ref.domain)) !== null;
    return false;
  }

  /**
   * Hands an upgraded socket to Hocuspocus 4, which takes a web Request and leaves the
   * socket's events to the integration: messages and the close are passed on here.
   */
  function accept(socket: WebSocket, request: IncomingMessage) {
    // Without a listener an oversized frame's error would crash the process.
    socket.on('error', () => socket.terminate());
    const webRequest = webRequestOf(request);
    guards.set(webRequest, guardSocket(socket, limits));
    const connection = hocuspocus.handleConnection(socket, webRequest);
    // ws hands binary frames as Buffers (binaryType 'nodebuffer', its default).
    socket.on('message', (data: Buffer) => connection.handleMessage(new Uint8Array(data)));
    socket.on('close', (code, reason) =>
      connection.handleClose({ code, reason: reason.toString() }),
    );
  }

  return {
    hocuspocus,
    handleUpgrade(request, socket, head) {
      socket.on('error', () => socket.destroy());
      const address = clientAddressOf(request, options.trustedProxies ?? 0);
      perAddress
        .acquire(address)
        .then(async (release) => {
          if (!release) {
            socket.end(TOO_MANY_CONNECTIONS_ANSWER);
            return;
          }
          // The place is given back when the connection ends, however it ends.
          socket.once('close', release);
          if (!(await originNamesAStore(request))) {
            socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
            return;
          }
          sockets.handleUpgrade(request, socket, head, (ws) => accept(ws, request));
        })
        .catch(() => socket.destroy());
    },
    async syncPage(ref) {
      const document = hocuspocus.documents.get(pageDocumentName(ref));
      if (!document) return;
      try {
        announceStored(
          document,
          await document.saveMutex.runExclusive(() => storePageDocument(deps, document, ref)),
        );
      } catch (error) {
        // A refused JSON (validation, Pro content) leaves the stored draft as it was.
        if (answerFor(error).status >= 500) throw error;
      }
    },
    async close() {
      closing = true;
      await Promise.all(
        [...hocuspocus.documents.values()].map((document) =>
          document.saveMutex
            .runExclusive(() => storePageDocument(deps, document, refOf(document)))
            .catch(() => undefined),
        ),
      );
      for (const client of sockets.clients) client.terminate();
      hocuspocus.closeConnections();
      sockets.close();
      await redis?.onDestroy();
      await perAddress.close();
      await countingRedis?.quit().catch(() => undefined);
    },
  };
}

/** Whether an upgrade request is for the collaboration path. */
export const isCollabRequest = (request: IncomingMessage): boolean =>
  new URL(request.url ?? '/', 'http://localhost').pathname === COLLAB_PATH;
