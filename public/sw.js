/*
 * Slipstream's service worker (issue 36; docs/install.md). Served at /sw.js so that its
 * scope is the whole site.
 *
 * - Caches the static assets only (/static/…): fetched from the network first (through the
 *   browser's HTTP cache), the cached copy only when the network fails. A page, a game's state, the
 *   API and the event streams are never cached: offline, a page is the offline notice, never an old
 *   game shown as if it were current.
 * - Shows the Web Push notifications the site sends ({title, body, url, tag}); a click opens the
 *   page the push is about (the game), in an open window of the site when there is one.
 */
'use strict';

var CACHE = 'slipstream-static-v1';
var OFFLINE = '/static/offline.html';
var PRECACHE = [
  OFFLINE,
  '/static/site.css',
  '/static/live.js',
  '/static/forms.js',
  '/static/help.js',
  '/static/pwa.js',
  '/static/favicon.svg',
  '/static/icons/icon-192.png',
];

self.addEventListener('install', function (event) {
  event.waitUntil(
    caches
      .open(CACHE)
      .then(function (cache) {
        return cache.addAll(PRECACHE);
      })
      .then(function () {
        return self.skipWaiting();
      }),
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (names) {
        return Promise.all(
          names
            .filter(function (n) {
              return n.indexOf('slipstream-') === 0 && n !== CACHE;
            })
            .map(function (n) {
              return caches.delete(n);
            }),
        );
      })
      .then(function () {
        return self.clients.claim();
      }),
  );
});

self.addEventListener('fetch', function (event) {
  var req = event.request;
  if (req.method !== 'GET') return;
  var url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.indexOf('/static/') === 0) {
    // the network first (a new deploy's assets at once), the cached copy offline
    event.respondWith(
      fetch(req)
        .then(function (res) {
          if (res.ok) {
            var copy = res.clone();
            caches.open(CACHE).then(function (cache) {
              cache.put(req, copy);
            });
          }
          return res;
        })
        .catch(function () {
          return caches.match(req).then(function (hit) {
            return hit || Response.error();
          });
        }),
    );
    return;
  }
  if (req.mode === 'navigate') {
    // pages from the network only; offline, the notice (status 503: nothing here is current)
    event.respondWith(
      fetch(req).catch(function () {
        return caches.match(OFFLINE).then(function (hit) {
          if (!hit) return Response.error();
          return hit.text().then(function (body) {
            return new Response(body, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
          });
        });
      }),
    );
  }
  // everything else (the API, the event streams, forms): the browser's own way, never cached here
});

self.addEventListener('push', function (event) {
  var data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (e) {
    data = { title: event.data ? event.data.text() : '' };
  }
  var title = data.title || 'Slipstream';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      tag: data.tag || undefined,
      renotify: !!data.tag,
      icon: '/static/icons/icon-192.png',
      badge: '/static/icons/badge-96.png',
      data: { url: data.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var path = (event.notification.data && event.notification.data.url) || '/';
  var target = new URL(path, self.location.origin);
  // only pages of this site
  if (target.origin !== self.location.origin) target = new URL('/', self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (list) {
      for (var i = 0; i < list.length; i++) {
        var c = list[i];
        if (new URL(c.url).pathname === target.pathname && 'focus' in c) return c.focus();
      }
      return self.clients.openWindow(target.href);
    }),
  );
});
