/* Kinderly's service worker (issue 19, ADR 029): shows the web pushes of the notification centre and opens the
   page a notification leads to. It caches nothing: the app works online only, as before. */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = { title: 'Kinderly', body: '', link: null, tag: undefined };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without our JSON still says something.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/favicon.svg',
      data: { link: message.link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(event.notification.data?.link || '/app/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === link);
      return open ? open.focus() : self.clients.openWindow(link);
    }),
  );
});
