/**
 * The dashboard's first requests, sent as soon as its code starts to run instead of after
 * all of it has (issue 14, section 5): the session and the store's core data (entry.tsx
 * waits for both before mounting), and on a page editor's address the page itself, once
 * the core data names the store. The API client then takes each answer instead of asking
 * again (`takeEarly` in its fetch), so the page's fetch overlaps the evaluation of the
 * editor's code rather than following it.
 *
 * An answer is handed out once, to the first request of the same address, and only
 * within `EARLY_ANSWER_TTL_MS` of being asked: a later request is a later question and
 * goes to the server. An address the client asked for before its early request left is
 * not asked for early any more. Kept free of imports beyond src/api/http so that it runs before the
 * rest of the editor's modules (entry.tsx imports it first).
 */
import { withQuery } from '../../src/api/http';

export const EARLY_ANSWER_TTL_MS = 10_000;

/** The paths of the first requests, as the API client builds them (src/api/client.ts). */
export const SESSION_PATH = withQuery('/dashboard/secure/get/');
export const CORE_DATA_PATH = withQuery('/frontend/getStoreCoreData/json/');
export const pagePath = (divisionId: number, pageId: number): string =>
  withQuery(`/divisions/${divisionId}/pages/${pageId}/`, { imageType: 'object' });

/** The page an address edits (`/dashboard/pages/<id>/edit`), or null. */
export function editedPageId(pathname: string): number | null {
  const match = /^\/dashboard\/pages\/(\d+)\/edit\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** What the core data says the store is (`state.subdomain.division.id`), or null. */
export function divisionIdOf(coreData: unknown): number | null {
  const id = (coreData as { state?: { subdomain?: { division?: { id?: unknown } } } } | null)?.state
    ?.subdomain?.division?.id;
  return typeof id === 'number' ? id : null;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface EarlyRequests {
  /** The early answer for this request, once; null when there is none (ask the server). */
  take(url: string, init?: RequestInit): Promise<Response> | null;
}

/** As the API client's transport sends a GET (src/api/transport.ts). */
const GET_INIT: RequestInit = {
  method: 'GET',
  headers: { accept: 'application/json' },
  credentials: 'include',
};

export function startEarlyRequests(
  pathname: string,
  send: Fetch,
  now: () => number = Date.now,
): EarlyRequests {
  const pending = new Map<string, { answer: Promise<Response>; at: number }>();
  // Addresses the client already asked for itself: an early answer arriving after that
  // would be older than the client's own, so it is never asked for.
  const askedByClient = new Set<string>();
  const ask = (path: string) => {
    if (askedByClient.has(path)) return null;
    const answer = send(path, GET_INIT);
    // Nobody may take it: a failure here must not surface as an unhandled rejection.
    answer.catch(() => undefined);
    pending.set(path, { answer, at: now() });
    return answer;
  };
  ask(SESSION_PATH);
  const coreData = ask(CORE_DATA_PATH)!;
  const pageId = editedPageId(pathname);
  if (pageId !== null) {
    coreData
      .then(async (response) => {
        const divisionId = response.ok ? divisionIdOf(await response.clone().json()) : null;
        if (divisionId !== null) ask(pagePath(divisionId, pageId));
      })
      .catch(() => undefined);
  }
  return {
    take(url, init) {
      if ((init?.method ?? 'GET') !== 'GET' || init?.signal) return null;
      const early = pending.get(url);
      if (!early) {
        askedByClient.add(url);
        return null;
      }
      pending.delete(url);
      return now() - early.at <= EARLY_ANSWER_TTL_MS ? early.answer : null;
    },
  };
}

/** No early requests: outside the dashboard (tests, another page). */
const NONE: EarlyRequests = { take: () => null };

export const earlyRequests: EarlyRequests =
  typeof window === 'undefined' ||
  typeof fetch !== 'function' ||
  !window.location.pathname.startsWith('/dashboard')
    ? NONE
    : startEarlyRequests(window.location.pathname, (input, init) => fetch(input, init));
