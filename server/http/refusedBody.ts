import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

const MIB = 1024 * 1024;

/**
 * How much of a refused body is still read, and for how long, before the connection is
 * cut: enough for an upload a few times over a limit to finish on a slow line.
 */
export const REFUSED_BODY_DRAIN = { bytes: 256 * MIB, ms: 30_000 };

/**
 * A body over the limit gets its 413 JSON answer, not a reset connection (issue 23,
 * section 5). The answer goes out while the client is still sending; closing the socket
 * then, with the rest of the upload unread, makes the kernel reset the connection, and a
 * client still writing (Chromium, Node's fetch) reports the reset instead of the answer.
 * So the rest of the body is read and dropped (as nginx's lingering close does), and the
 * connection ends only once the client has sent it all, or at REFUSED_BODY_DRAIN's bounds.
 */
export function registerRefusedBodyDrain(app: FastifyInstance, drain = REFUSED_BODY_DRAIN): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 413 || request.raw.complete) return payload;
    // Node closes the socket right after a `Connection: close` answer: it stays open
    // until the body has arrived, and is closed then (below).
    reply.removeHeader('connection');
    drainThenClose(request.raw, reply.raw, drain);
    return payload;
  });
}

function drainThenClose(
  raw: IncomingMessage,
  response: ServerResponse,
  drain: typeof REFUSED_BODY_DRAIN,
): void {
  const socket = raw.socket;
  let received = 0;
  let pending = 2; // the body read to its end, and the answer written
  const settle = () => {
    pending -= 1;
    if (pending > 0) return;
    clearTimeout(timer);
    // Nothing unread is left, so ending the connection resets nothing.
    socket.end();
  };
  const cut = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(cut, drain.ms);
  timer.unref();
  // Whatever was reading the body (the JSON parser, the multipart parser) has given up.
  raw.unpipe();
  raw.removeAllListeners('data');
  raw.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > drain.bytes) cut();
  });
  raw.once('end', settle);
  response.once('finish', settle);
  raw.resume();
}
