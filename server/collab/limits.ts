/**
 * Bounds that keep one client from hurting the server or other clients (issue 7,
 * Hardening). Each breach closes that client's connection only.
 */
export interface CollabLimits {
  /** Largest websocket message accepted; a larger one closes the connection (ws code 1009). */
  maxMessageBytes: number;
  /** Messages a socket may send for documents it is not yet connected to (queued by Hocuspocus until authentication and loading finish). */
  maxQueuedMessages: number;
  /** Documents one socket may be opening at the same time. */
  maxPendingDocuments: number;
  /** Bytes waiting to be written to one socket; a client that reads slower than that is dropped, not buffered forever. */
  maxBufferedBytes: number;
  /**
   * Open connections from one client address (every process together when REDIS_URL is
   * set); one more is answered 429 at the handshake. Room for a team behind one office
   * address, each with a few tabs open.
   */
  maxConnectionsPerAddress: number;
}

const MIB = 1024 * 1024;

export const COLLAB_LIMITS: CollabLimits = {
  maxMessageBytes: 5 * MIB,
  maxQueuedMessages: 1_000,
  maxPendingDocuments: 100,
  // Room for a few whole documents (a page document is well under 4 MiB, the page write limit).
  maxBufferedBytes: 16 * MIB,
  maxConnectionsPerAddress: 64,
};
