import { recallEntry, rememberEntry, type SingleEntryCache } from '../../src/rules/singleEntryCache';
import type { StorefrontServices } from '../app/services';

/**
 * The one collection page the storefront keeps (spec: the router keeps one collection
 * page cached), per app instance: in the browser that is the shopper's session, on the
 * server a single request, so one shopper's list never reaches another.
 */
const caches = new WeakMap<StorefrontServices, SingleEntryCache<unknown>>();

export function recallCollection<T>(services: StorefrontServices, urlName: string): T | undefined {
  return recallEntry(caches.get(services) ?? null, urlName) as T | undefined;
}

export function rememberCollection<T>(services: StorefrontServices, urlName: string, page: T): void {
  caches.set(services, rememberEntry(urlName, page));
}
