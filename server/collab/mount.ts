import type { FastifyInstance } from 'fastify';
import {
  createCollabServer,
  isCollabRequest,
  type CollabServer,
  type CollabServerOptions,
} from './collabServer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The collaboration server at /collab (server/collab). */
    collab: CollabServer;
  }
}

/**
 * Serves /collab on the app's own HTTP server: websocket upgrades for that path go to
 * Hocuspocus (any other upgrade is refused; nothing else here speaks websocket), and
 * closing the app first stores every open document, then closes every connection.
 */
export function mountCollaboration(
  app: FastifyInstance,
  options: CollabServerOptions,
): CollabServer {
  const collab = createCollabServer(options);
  app.server.on('upgrade', (request, socket, head: Buffer) => {
    if (isCollabRequest(request)) collab.handleUpgrade(request, socket, head);
    else socket.destroy();
  });
  app.addHook('preClose', async () => {
    await collab.close();
  });
  app.decorate('collab', collab);
  return collab;
}
