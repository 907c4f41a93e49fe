import { describe, expect, it } from 'vitest';
import {
  CORE_DATA_PATH,
  divisionIdOf,
  EARLY_ANSWER_TTL_MS,
  editedPageId,
  pagePath,
  SESSION_PATH,
  startEarlyRequests,
} from './earlyRequests';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const coreData = { state: { subdomain: { division: { id: 7 } } } };

/** A fake fetch: answers by path, records what was asked. */
function fakeServer(answers: Record<string, () => Response>) {
  const asked: Array<{ url: string; init?: RequestInit }> = [];
  const send = (url: string, init?: RequestInit) => {
    asked.push({ url, init });
    const answer = answers[url];
    return answer ? Promise.resolve(answer()) : Promise.reject(new TypeError('Failed to fetch'));
  };
  return { asked, send };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('editedPageId', () => {
  it("reads the page of an editor's address only", () => {
    expect(editedPageId('/dashboard/pages/42/edit')).toBe(42);
    expect(editedPageId('/dashboard/pages/42/edit/')).toBe(42);
    expect(editedPageId('/dashboard/pages/42/mail')).toBeNull();
    expect(editedPageId('/dashboard/pages')).toBeNull();
  });
});

describe('divisionIdOf', () => {
  it('reads the store from core data, null when it is not there', () => {
    expect(divisionIdOf(coreData)).toBe(7);
    expect(divisionIdOf({ state: {} })).toBeNull();
    expect(divisionIdOf(null)).toBeNull();
  });
});

describe('startEarlyRequests', () => {
  it('asks for the session and core data at once, then the edited page of the store they name', async () => {
    const server = fakeServer({
      [SESSION_PATH]: () => json({ user: null }),
      [CORE_DATA_PATH]: () => json(coreData),
      [pagePath(7, 42)]: () => json({ id: 42 }),
    });
    const early = startEarlyRequests('/dashboard/pages/42/edit', server.send);
    expect(server.asked.map((each) => each.url)).toEqual([SESSION_PATH, CORE_DATA_PATH]);
    expect(server.asked[0]!.init).toEqual({
      method: 'GET',
      headers: { accept: 'application/json' },
      credentials: 'include',
    });
    await flush();
    expect(server.asked.map((each) => each.url)).toEqual([
      SESSION_PATH,
      CORE_DATA_PATH,
      '/omnis/v3/divisions/7/pages/42/?imageType=object',
    ]);

    // Each answer is handed out once, its body intact (core data was read through a copy).
    expect(await (await early.take(CORE_DATA_PATH)!).json()).toEqual(coreData);
    expect(early.take(CORE_DATA_PATH)).toBeNull();
    expect(await (await early.take(pagePath(7, 42))!).json()).toEqual({ id: 42 });
  });

  it('hands out nothing for other requests, writes, or requests that can be aborted', () => {
    const server = fakeServer({
      [SESSION_PATH]: () => json({ user: null }),
      [CORE_DATA_PATH]: () => json(coreData),
    });
    const early = startEarlyRequests('/dashboard/pages', server.send);
    expect(early.take('/omnis/v3/divisions/7/pages')).toBeNull();
    expect(early.take(SESSION_PATH, { method: 'POST' })).toBeNull();
    expect(early.take(SESSION_PATH, { signal: new AbortController().signal })).toBeNull();
    expect(early.take(SESSION_PATH, { method: 'GET' })).not.toBeNull();
  });

  it('never asks early for a page the client already asked for itself (its answer would be the older one)', async () => {
    const server = fakeServer({
      [SESSION_PATH]: () => json({ user: null }),
      [CORE_DATA_PATH]: () => json(coreData),
    });
    const early = startEarlyRequests('/dashboard/pages/42/edit', server.send);
    expect(early.take(pagePath(7, 42))).toBeNull();
    await flush();
    expect(server.asked.map((each) => each.url)).toEqual([SESSION_PATH, CORE_DATA_PATH]);
    expect(early.take(pagePath(7, 42))).toBeNull();
  });

  it('leaves a stale answer to the server: a later request is a later question', () => {
    let now = 1_000;
    const server = fakeServer({
      [SESSION_PATH]: () => json({ user: null }),
      [CORE_DATA_PATH]: () => json(coreData),
    });
    const early = startEarlyRequests('/dashboard', server.send, () => now);
    now += EARLY_ANSWER_TTL_MS + 1;
    expect(early.take(SESSION_PATH)).toBeNull();
  });

  it('asks for no page when core data fails, and a failed request is the taker’s to see', async () => {
    const server = fakeServer({ [SESSION_PATH]: () => json({ user: null }) });
    const early = startEarlyRequests('/dashboard/pages/42/edit', server.send);
    await flush();
    expect(server.asked.map((each) => each.url)).toEqual([SESSION_PATH, CORE_DATA_PATH]);
    await expect(early.take(CORE_DATA_PATH)!).rejects.toThrow('Failed to fetch');
  });
});
