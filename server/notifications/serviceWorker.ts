import type { FastifyInstance } from 'fastify';

/** The service worker's address: the site root, so its scope is the whole store (spec). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The service worker, only what web push needs (its update rules are other work): show a
 * pushed notification, and on a click open its store path (other links open the store).
 */
export const SERVICE_WORKER_SOURCE = `'use strict';
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (error) {
    data = { title: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || '', {
      body: data.body || '',
      icon: data.image || undefined,
      tag: data.tag || undefined,
      data: { href: data.href || '/', id: data.id },
    }),
  );
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const href = (event.notification.data && event.notification.data.href) || '/';
  const target = href.startsWith('/') && !href.startsWith('//') ? href : '/';
  event.waitUntil(self.clients.openWindow(target));
});
`;

export function registerServiceWorker(app: FastifyInstance): void {
  app.get(SERVICE_WORKER_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('service-worker-allowed', '/')
      // Browsers check for a new worker on navigation; never serve them a stale one.
      .header('cache-control', 'no-cache')
      .send(SERVICE_WORKER_SOURCE),
  );
}
