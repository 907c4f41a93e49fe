// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { describeCollectorPage, sendToCollector } from './collector';

describe('sendToCollector', () => {
  it('posts one event with the metadata, without credentials', () => {
    const send = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    describeCollectorPage({ currency: 'USD', division: { id: 3, name: 'Demo Store' } });
    sendToCollector('chunk-load-failed', { message: 'gone' }, send);
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/omnis/v3/event-collector/');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    expect(JSON.parse(init.body as string)).toStrictEqual({
      event: 'chunk-load-failed',
      payload: { message: 'gone' },
      metadata: {
        environment: 'test',
        location: window.location.href,
        userAgent: navigator.userAgent,
        currency: 'USD',
        division: { id: 3, name: 'Demo Store' },
      },
    });
  });
});
