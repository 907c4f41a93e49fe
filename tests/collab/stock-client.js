#!/usr/bin/env node
/**
 * A stock collaboration client (issue 7, Proof): nothing but @hocuspocus/provider, yjs and
 * ws, as someone outside this codebase would write it. It opens a page document with a
 * session cookie, sets the page title, asks the server to store it, and exits.
 *
 *   node tests/collab/stock-client.js <server-url> <division-id> <page-id> <cookie or -> <title>
 *
 * Exit codes: 0 stored, 2 refused (the reason is printed), 3 no answer in time.
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';

const [serverUrl, divisionId, pageId, cookie, title] = process.argv.slice(2);
if (!serverUrl || !divisionId || !pageId || !cookie || title === undefined) {
  console.error(
    'usage: stock-client.js <server-url> <division-id> <page-id> <cookie or -> <title>',
  );
  process.exit(64);
}

const headers = cookie === '-' ? {} : { cookie };
class CookieWebSocket extends WebSocket {
  constructor(address, protocols) {
    super(address, protocols, { headers });
  }
}

const doc = new Y.Doc();
const socket = new HocuspocusProviderWebsocket({
  url: `${serverUrl.replace(/^http/, 'ws')}/collab`,
  WebSocketPolyfill: CookieWebSocket,
  maxAttempts: 1,
});
const finish = (code, message) => {
  console.log(message);
  provider.destroy();
  socket.destroy();
  process.exit(code);
};
const provider = new HocuspocusProvider({
  websocketProvider: socket,
  name: `page.${divisionId}.${pageId}`,
  document: doc,
  onAuthenticationFailed: ({ reason }) => finish(2, `refused: ${reason}`),
  onSynced: () => {
    doc.getMap('pageProperties').set('title', title);
    provider.sendStateless(JSON.stringify({ type: 'save.request', id: 'stock-client' }));
  },
  onStateless: ({ payload }) => {
    const message = JSON.parse(payload);
    if (message.id !== 'stock-client') return;
    if (message.type === 'save.done') finish(0, `stored as version ${message.version}`);
    else finish(2, `save refused: ${message.status} ${JSON.stringify(message.body)}`);
  },
});
provider.attach();
setTimeout(() => finish(3, 'no answer from the server'), 15_000).unref();
