import type { CollabLimits } from './limits';
import { readMessageHeader } from './messageHeader';

/** The parts of a `ws` WebSocket the guard uses. */
export interface GuardedSocket {
  emit(event: string | symbol, ...args: unknown[]): boolean;
  send(data: unknown, ...rest: unknown[]): void;
  readonly bufferedAmount: number;
  close(code?: number, reason?: string): void;
  terminate(): void;
}

/** Why a socket was closed, as its close code and reason. */
export const GUARD_CLOSES = {
  malformed: { code: 4400, reason: 'malformed-message' },
  queueFull: { code: 4429, reason: 'too-many-queued-messages' },
  tooManyDocuments: { code: 4429, reason: 'too-many-pending-documents' },
} as const;

export interface SocketGuard {
  /** The socket's connection to this document is up: its messages are no longer queued. */
  established(documentName: string): void;
  /** That connection ended: later messages for the document start a new pending one. */
  closed(documentName: string): void;
}

const asBytes = (data: Buffer | ArrayBuffer | Buffer[]): Uint8Array =>
  Array.isArray(data)
    ? Buffer.concat(data)
    : data instanceof ArrayBuffer
      ? new Uint8Array(data)
      : data;

/**
 * Bounds one websocket (issue 7, Hardening), installed before Hocuspocus listens to it:
 * - a message that is not a Hocuspocus message closes the socket (Hocuspocus would too,
 *   this keeps the count below honest);
 * - Hocuspocus queues every message for a document until that document is authenticated
 *   and loaded, and keeps queueing after a refusal: at most `maxQueuedMessages` such
 *   messages and `maxPendingDocuments` such documents per socket, else the socket closes;
 * - a send while more than `maxBufferedBytes` wait to be written drops the socket: a
 *   client that does not read is cut off instead of growing the server's memory.
 * Message size is bounded by the websocket server itself (`maxPayload`). A message the
 * guard refuses is never passed on to Hocuspocus's listener.
 */
export function guardSocket(socket: GuardedSocket, limits: CollabLimits): SocketGuard {
  const established = new Set<string>();
  const queued = new Map<string, number>();
  let queuedTotal = 0;
  let closing = false;

  const closeWith = ({ code, reason }: { code: number; reason: string }) => {
    if (closing) return;
    closing = true;
    socket.close(code, reason);
  };

  /** Whether a message may go on to Hocuspocus; closes the socket when it may not. */
  const admit = (data: Buffer | ArrayBuffer | Buffer[]): boolean => {
    if (closing) return false;
    const header = readMessageHeader(asBytes(data));
    if (!header) {
      closeWith(GUARD_CLOSES.malformed);
      return false;
    }
    const { documentName } = header;
    if (established.has(documentName)) return true;
    queued.set(documentName, (queued.get(documentName) ?? 0) + 1);
    queuedTotal += 1;
    if (queued.size > limits.maxPendingDocuments) closeWith(GUARD_CLOSES.tooManyDocuments);
    else if (queuedTotal > limits.maxQueuedMessages) closeWith(GUARD_CLOSES.queueFull);
    return !closing;
  };

  // ws delivers messages with emit('message', data, isBinary): refused ones stop here.
  const emit = socket.emit.bind(socket);
  socket.emit = (event, ...args) => {
    if (event === 'message' && !admit(args[0] as Buffer | ArrayBuffer | Buffer[])) return false;
    return emit(event, ...args);
  };

  const send = socket.send.bind(socket);
  socket.send = (data, ...rest) => {
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      closing = true;
      socket.terminate();
      return;
    }
    send(data, ...rest);
  };

  return {
    established(documentName) {
      established.add(documentName);
      queuedTotal -= queued.get(documentName) ?? 0;
      queued.delete(documentName);
    },
    closed(documentName) {
      established.delete(documentName);
    },
  };
}
