import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The one access token the stand-in accepts. */
export const GOOD_TOKEN = 'IGAA-good-token';

/**
 * A stand-in for Instagram's Graph API: `/me` and `/me/media` answer for one token and
 * refuse any other as Instagram does (400, OAuthException code 190).
 */
export async function fakeInstagramGraph() {
  const requests: URL[] = [];
  let token = GOOD_TOKEN;
  const server: Server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://graph.test');
    requests.push(url);
    response.setHeader('content-type', 'application/json');
    if (url.searchParams.get('access_token') !== token) {
      response.statusCode = 400;
      response.end(
        JSON.stringify({
          error: { message: 'Error validating access token', type: 'OAuthException', code: 190 },
        }),
      );
      return;
    }
    if (url.pathname === '/me')
      return void response.end(JSON.stringify({ user_id: '1784', username: 'loopandthread' }));
    const limit = Number(url.searchParams.get('limit'));
    const data = [
      {
        id: 'a',
        media_type: 'IMAGE',
        media_url: 'https://cdn.test/a.jpg',
        permalink: 'https://www.instagram.com/p/a/',
        caption: 'Fresh tees',
      },
      {
        id: 'b',
        media_type: 'VIDEO',
        media_url: 'https://cdn.test/b.mp4',
        thumbnail_url: 'https://cdn.test/b.jpg',
        permalink: 'https://www.instagram.com/reel/b/',
      },
      { id: 'c', media_type: 'VIDEO', permalink: 'https://www.instagram.com/reel/c/' },
    ].slice(0, limit);
    response.end(JSON.stringify({ data }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    revoke: () => void (token = 'revoked'),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
