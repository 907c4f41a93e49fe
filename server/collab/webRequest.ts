import type { IncomingMessage } from 'node:http';

/**
 * The web-standard Request Hocuspocus 4 hands its hooks, made from the Node upgrade
 * request (we upgrade with `ws` ourselves, on the product's own port). Only the URL and
 * the headers matter: the hooks read the cookie, the origin and the host.
 */
export function webRequestOf(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  const host = request.headers.host ?? 'localhost';
  return new Request(new URL(request.url ?? '/', `http://${host}`), { headers });
}
