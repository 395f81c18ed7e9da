/*
 * Makes the site installable (issue 36): registers the service worker (/sw.js, scope /) on every
 * page. The worker caches the static assets only; see public/sw.js.
 */
(function () {
  'use strict';
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  window.addEventListener('load', function () {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(function () {
      // a browser that refuses (private mode, a policy) has the site as before
    });
  });
})();
