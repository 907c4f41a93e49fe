/**
 * The latency floor the collaboration server is compared with: a bare `ws` relay that
 * passes each message to every other socket, nothing else. Prints its URL.
 */
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
server.on('connection', (socket) => {
  socket.on('message', (data, isBinary) => {
    for (const other of server.clients)
      if (other !== socket) other.send(data, { binary: isBinary });
  });
});
server.on('listening', () =>
  console.log(JSON.stringify({ url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}` })),
);
