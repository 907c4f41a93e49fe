import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { webRequestOf } from './webRequest';

describe('the web request of an upgrade', () => {
  it('keeps the URL and every header the hooks read, repeated ones included', () => {
    const request = webRequestOf({
      url: '/collab?x=1',
      headers: {
        host: 'demo.localhost:3000',
        origin: 'http://demo.localhost:3000',
        cookie: 'sid=abc; XSRF-TOKEN=t',
        'x-forwarded-for': ['10.0.0.1', '10.0.0.2'],
        'user-agent': undefined,
      },
    } as unknown as IncomingMessage);
    expect(request.url).toBe('http://demo.localhost:3000/collab?x=1');
    expect(request.headers.get('cookie')).toBe('sid=abc; XSRF-TOKEN=t');
    expect(request.headers.get('origin')).toBe('http://demo.localhost:3000');
    expect(request.headers.get('host')).toBe('demo.localhost:3000');
    expect(request.headers.get('x-forwarded-for')).toBe('10.0.0.1, 10.0.0.2');
    expect(request.headers.has('user-agent')).toBe(false);
  });

  it('falls back to localhost without a Host header', () => {
    const request = webRequestOf({ url: '/collab', headers: {} } as unknown as IncomingMessage);
    expect(request.url).toBe('http://localhost/collab');
  });
});
