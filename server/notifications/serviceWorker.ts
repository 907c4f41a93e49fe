/**
 * The service worker's web push part (the worker itself is server/pwa/worker.ts): show a
 * pushed notification, and on a click open its store path (other links open the store).
 */
export const PUSH_HANDLERS_SOURCE = `self.addEventListener('push', (event) => {
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
