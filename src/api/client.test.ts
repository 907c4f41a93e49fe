import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { createApiClient } from './client';
import {
  fetchTransport,
  memoryCookieJar,
  readXsrfToken,
  withQuery,
  type ApiRequest,
} from './transport';

const page = { id: 4, url: '/about/', version: 3 };

function recording(answer: unknown) {
  const calls: ApiRequest[] = [];
  const client = createApiClient(async (request) => {
    calls.push(request);
    return answer;
  });
  return { client, calls };
}

describe('api client', () => {
  it('asks for pages on the spec paths with imageType=object and parses them', async () => {
    const { client, calls } = recording(page);
    const read = await client.pages.get('demo', 4);
    expect(read).toMatchObject({ id: 4, url: '/about/', version: 3, layout: 'standard' });
    await client.pages.update('demo', { ...page, layout: 'blank' });
    expect(calls.map((c) => [c.method, c.path, c.query])).toEqual([
      ['GET', '/divisions/demo/pages/4/', { imageType: 'object' }],
      ['PATCH', '/divisions/demo/pages/4/', { imageType: 'object' }],
    ]);
    expect(calls[1]!.messages?.notFound).toBe('Page not found');
  });

  it('reads keyed lists and sends the basket name with each change', async () => {
    const { client, calls } = recording({
      items: [
        {
          key: 'k',
          quantity: 2,
          name: 'Tee',
          priceIncTax: 20,
          image: null,
          options: {},
          productUuid: 'u',
        },
      ],
    });
    const list = await client.basket.update('k', 2);
    expect(list.items[0]).toMatchObject({ key: 'k', quantity: 2 });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/basket/update/',
      body: { key: 'k', quantity: 2, name: 'main' },
    });
    const products = recording({
      products: [
        {
          id: 1,
          urlName: 'tee',
          name: 'Tee',
          image: null,
          price: 10,
          salePrice: null,
          manufacturer: null,
        },
      ],
    });
    expect((await products.client.catalogue.products(7, { sort: 'new-in' }))[0]?.urlName).toBe(
      'tee',
    );
    expect(products.calls[0]).toMatchObject({
      path: '/division/7/products/',
      query: { sort: 'new-in' },
    });
  });

  it('sends collector events without credentials', async () => {
    const { client, calls } = recording(null);
    await client.events.collect({ event: 'page-view' });
    expect(calls[0]).toMatchObject({ path: '/event-collector/', credentials: 'omit' });
  });

  it('refuses an answer that does not match the contract', async () => {
    const { client } = recording({ nope: true });
    await expect(client.store.coreData('demo')).rejects.toThrow();
  });
});

describe('fetch transport', () => {
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('echoes the XSRF cookie in X-CSRF-TOKEN on writes and keeps cookies in the jar', async () => {
    const seen: Array<{ url: string; init: RequestInit }> = [];
    const jar = memoryCookieJar();
    jar.store(['XSRF-TOKEN=abc%2F1; Path=/; SameSite=Lax']);
    const transport = fetchTransport({
      baseUrl: 'http://shop.test',
      jar,
      fetch: async (url, init) => {
        seen.push({ url: String(url), init: init ?? {} });
        return answer(200, { ok: true }, { 'set-cookie': 'omnis_session=s1; Path=/; HttpOnly' });
      },
    });
    await transport({ method: 'POST', path: '/basket/remove/', body: { key: 'k' } });
    await transport({
      method: 'GET',
      path: '/basket/main/list/',
      query: { division: 'demo', skip: undefined },
    });
    const headers = seen[0]!.init.headers as Record<string, string>;
    expect(headers['x-csrf-token']).toBe('abc/1');
    expect(headers['content-type']).toBe('application/json');
    expect(seen[1]!.url).toBe('http://shop.test/omnis/v3/basket/main/list/?division=demo');
    expect((seen[1]!.init.headers as Record<string, string>).cookie).toContain('omnis_session=s1');
    expect((seen[1]!.init.headers as Record<string, string>)['x-csrf-token']).toBeUndefined();
  });

  it('reads the session for an XSRF cookie before a first write that has none', async () => {
    const seen: Array<{ url: string; method: string; token?: string }> = [];
    const jar = memoryCookieJar();
    const transport = fetchTransport({
      baseUrl: 'http://shop.test',
      jar,
      fetch: async (url, init) => {
        const headers = (init?.headers ?? {}) as Record<string, string>;
        seen.push({
          url: String(url),
          method: init?.method ?? 'GET',
          token: headers['x-csrf-token'],
        });
        return String(url).endsWith('/dashboard/secure/get/')
          ? answer(200, {}, { 'set-cookie': 'XSRF-TOKEN=fresh; Path=/; SameSite=Lax' })
          : answer(200, { items: [] });
      },
    });
    await transport({ method: 'POST', path: '/basket/clear/', body: {} });
    await transport({ method: 'POST', path: '/basket/clear/', body: {} });
    expect(seen).toStrictEqual([
      { url: 'http://shop.test/omnis/v3/dashboard/secure/get/', method: 'GET', token: undefined },
      { url: 'http://shop.test/omnis/v3/basket/clear/', method: 'POST', token: 'fresh' },
      { url: 'http://shop.test/omnis/v3/basket/clear/', method: 'POST', token: 'fresh' },
    ]);
  });

  it('turns failures into typed errors with the right messages', async () => {
    const failing = (status: number, body: unknown) =>
      fetchTransport({ fetch: async () => answer(status, body) });
    await expect(
      failing(404, { message: 'x' })({
        method: 'GET',
        path: '/p/',
        messages: { notFound: 'Page not found' },
      }),
    ).rejects.toEqual(expect.objectContaining({ message: 'Page not found' }));
    await expect(failing(404, {})({ method: 'GET', path: '/p/' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(
      failing(409, { message: 'changed', page })({ method: 'PATCH', path: '/p/' }),
    ).rejects.toBeInstanceOf(ConflictError);
    const invalid = await failing(422, {
      message: 'This field is required',
      errors: { email: ['This field is required'] },
    })({ method: 'POST', path: '/x/' }).catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(ValidationError);
    expect((invalid as ValidationError).firstMessage).toBe('This field is required');
  });

  it('reads the XSRF token and builds query strings', () => {
    expect(readXsrfToken('a=1; XSRF-TOKEN=tok%3D; b=2')).toBe('tok=');
    expect(readXsrfToken('a=1')).toBeUndefined();
    expect(withQuery('/x/', { a: 1, b: undefined, c: null, d: false })).toBe(
      '/omnis/v3/x/?a=1&d=false',
    );
  });
});
