/*
 * The profile's "Notifications on this device" (docs/push.md): turns Web Push on or off for this
 * browser. On: the browser's permission, a subscription of its push service with the site's VAPID
 * key (through the service worker public/pwa.js registers), then the subscription is posted to the
 * site. Off: the site forgets it and the browser unsubscribes. Every outcome is said in the panel,
 * in the page's language (the texts come with the page); nothing is stored unless the browser
 * subscribed.
 */
(function () {
  'use strict';
  var panel = document.querySelector('[data-push-panel]');
  if (!panel) return;
  var status = panel.querySelector('[data-push-status]');
  var onButton = panel.querySelector('[data-push-on]');
  var offButton = panel.querySelector('[data-push-off]');
  var csrf = panel.getAttribute('data-csrf') || '';

  /** Says a state ("on", "denied", …) and shows the button that fits (on: true/false; else as is). */
  function show(state, on) {
    var words = panel.querySelector('[data-push-texts] [data-state="' + state + '"]');
    status.textContent = words ? words.textContent : state;
    panel.setAttribute('data-push-result', state);
    if (on === true || on === false) {
      onButton.hidden = on;
      offButton.hidden = !on;
    }
  }

  var supported =
    window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (!supported) {
    show('unsupported');
    return;
  }

  function keyBytes(base64url) {
    var s = (base64url + '===='.slice(base64url.length % 4)).replace(/-/g, '+').replace(/_/g, '/');
    var raw = atob(s);
    var out = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
    return out;
  }

  function send(method, body) {
    return fetch('/push/subscriptions', {
      method: method,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRF-Token': csrf },
      body: JSON.stringify(body),
    });
  }

  /**
   * A subscription, or a failure after SUBSCRIBE_MS: a browser that cannot reach its push service
   * (offline; headless chromium without the internet) may never answer. One that answers late is
   * undone, so the browser keeps no subscription the site does not know.
   */
  var SUBSCRIBE_MS = 15000;
  function withinTime(subscribing) {
    return new Promise(function (resolve, reject) {
      var late = false;
      var timer = setTimeout(function () {
        late = true;
        reject(new Error('no answer from the push service'));
        // (a page may wait less: data-subscribe-ms on the panel, as the browser test does)
      }, Number(panel.getAttribute('data-subscribe-ms')) || SUBSCRIBE_MS);
      subscribing.then(
        function (sub) {
          clearTimeout(timer);
          if (late) sub.unsubscribe();
          else resolve(sub);
        },
        function (err) {
          clearTimeout(timer);
          reject(err);
        },
      );
    });
  }

  function registration() {
    return navigator.serviceWorker.ready;
  }

  registration()
    .then(function (reg) {
      return reg.pushManager.getSubscription();
    })
    .then(function (sub) {
      show(sub && Notification.permission === 'granted' ? 'on' : 'off', !!sub);
    })
    .catch(function () {
      show('unsupported');
    });

  onButton.addEventListener('click', function () {
    onButton.disabled = true;
    show('working');
    var reg;
    Promise.resolve(Notification.requestPermission())
      .then(function (permission) {
        if (permission !== 'granted') return 'denied';
        return Promise.all([
          registration(),
          fetch('/push/key', { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then(function (r) {
            if (!r.ok) throw new Error('no key');
            return r.json();
          }),
        ]).then(function (got) {
          reg = got[0];
          // a subscription made with another key (the site's keys changed) must go first
          return reg.pushManager
            .getSubscription()
            .then(function (old) {
              return old ? old.unsubscribe() : null;
            })
            .then(function () {
              return withinTime(reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(got[1].publicKey) }));
            })
            .then(
              function (sub) {
                return send('POST', sub.toJSON()).then(function (res) {
                  if (res.ok) return 'on';
                  // the site refused it: the browser keeps no subscription the site does not know
                  return sub.unsubscribe().then(function () {
                    return 'failed';
                  });
                });
              },
              function () {
                // refused with the permission given: no push service reachable (offline, none in
                // this browser build, a private window)
                return Notification.permission === 'granted' ? 'noService' : 'denied';
              },
            );
        });
      })
      .catch(function () {
        return 'failed';
      })
      .then(function (outcome) {
        onButton.disabled = false;
        if (outcome === 'on') {
          // the device list is drawn by the server
          window.location.reload();
          return;
        }
        show(outcome, false);
      });
  });

  offButton.addEventListener('click', function () {
    offButton.disabled = true;
    show('working');
    registration()
      .then(function (reg) {
        return reg.pushManager.getSubscription();
      })
      .then(function (sub) {
        if (!sub) return null;
        // (404: the site had forgotten it already)
        return send('DELETE', { endpoint: sub.endpoint }).then(function () {
          return sub.unsubscribe();
        });
      })
      .then(
        function () {
          window.location.reload();
        },
        function () {
          offButton.disabled = false;
          show('failed');
        },
      );
  });
})();
