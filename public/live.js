/*
 * Slipstream in the browser: pages that update themselves, and moves put together without page
 * loads. Progressive enhancement only: every link and form works without this script (POST,
 * redirect, Reload), and the server draws every page; this script fetches the same pages and
 * swaps the part that changed.
 *
 * - An event stream (Server-Sent Events: the body's data-live) says when the game moved on, when
 *   the games waiting for the player changed, and when the lobby changed; the page then fetches
 *   itself again and swaps the region named by the body's data-swap (#game-live, or main).
 * - Links to "?p=…" (the steps of putting a move together) and every form in that region are
 *   fetched and swapped in place; a board thing that completes a move makes it at once.
 * - Set steps (dice to reroll, cards to play): marking items on the board or as check boxes
 *   enables the button only for a marking that is a legal choice, and says what it does.
 * - The move panel stays put: an update that leaves this player's choices as they were keeps his
 *   panel (its elements, his marks, the button under his pointer) and swaps only what is around
 *   it. Answers are applied in order: a drawing of an older state never replaces a newer one. A
 *   click that came too late (409: the game moved on) is said on the page, which then shows the
 *   game as it is now; a change of his choices while he puts a move together is said too. Marks
 *   are carried over live updates only, never into the decision after his own move.
 * - Times without a known time zone are written in the browser's, which is also kept in a
 *   cookie for the next pages.
 */
(function () {
  'use strict';
  var body = document.body;
  var streamUrl = body.getAttribute('data-live');
  var swapSel = body.getAttribute('data-swap');

  /** Words of the page's language (the server puts them on the body). */
  function words(name) {
    return body.getAttribute('data-msg-' + name) || '';
  }

  function region() {
    return swapSel ? document.querySelector(swapSel) : null;
  }
  function inRegion(el) {
    var r = region();
    return !!(r && el && r.contains(el));
  }

  // --- Times in the browser's time zone.
  var tz = null;
  try {
    tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch (e) {
    tz = null;
  }
  if (tz && document.cookie.indexOf('tz=' + encodeURIComponent(tz)) < 0) {
    document.cookie = 'tz=' + encodeURIComponent(tz) + '; path=/; max-age=31536000; samesite=lax';
  }
  var timeFormat = null;
  try {
    timeFormat = new Intl.DateTimeFormat(body.getAttribute('data-lang') === 'de' ? 'de-DE' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' });
  } catch (e) {
    timeFormat = null;
  }
  function localTimes(root) {
    if (!timeFormat) return;
    var list = root.querySelectorAll('time[data-local]');
    for (var i = 0; i < list.length; i++) {
      var d = new Date(list[i].getAttribute('datetime'));
      if (!isNaN(d.getTime())) list[i].textContent = timeFormat.format(d);
    }
  }

  // --- Set steps: which markings are choices, and the board's toggles in step with the boxes.
  function checkSet(form) {
    // a step with very many markings does not list them: the server checks the one sent
    var listed = form.hasAttribute('data-choices');
    var choices = [];
    try {
      choices = JSON.parse(form.getAttribute('data-choices') || '[]');
    } catch (e) {
      choices = [];
    }
    var boxes = form.querySelectorAll('input[name=s]');
    var likes = [];
    for (var i = 0; i < boxes.length; i++) {
      if (boxes[i].checked) likes.push(boxes[i].getAttribute('data-like'));
      var label = boxes[i].closest('label');
      var target = label && label.getAttribute('data-pick');
      if (target) {
        var things = document.querySelectorAll('a.pick-toggle[data-pick="' + cssEscape(target) + '"]');
        for (var k = 0; k < things.length; k++) {
          things[k].setAttribute('aria-pressed', boxes[i].checked ? 'true' : 'false');
          things[k].classList.toggle('pick-marked', boxes[i].checked);
        }
      }
    }
    var key = likes.sort().join('|');
    var hit = null;
    for (var j = 0; j < choices.length; j++) if (choices[j].key === key) hit = choices[j];
    var button = form.querySelector('.mc-set-go button');
    var result = form.querySelector('.mc-set-result');
    if (!listed) return;
    if (button) button.disabled = !hit;
    if (result) result.textContent = hit ? (hit.warning ? '⚠ ' + hit.warning + ' — ' : '') + hit.label : likes.length ? words('not-choice') : '';
  }
  function cssEscape(s) {
    return window.CSS && CSS.escape ? CSS.escape(s) : s.replace(/"/g, '\\"');
  }
  function enhance(root) {
    localTimes(root);
    // The chat shows its newest messages, at the bottom.
    var chats = root.querySelectorAll('.chat-lines');
    for (var c = 0; c < chats.length; c++) chats[c].scrollTop = chats[c].scrollHeight;
    var sets = root.querySelectorAll('form.mc-set');
    for (var i = 0; i < sets.length; i++) checkSet(sets[i]);
  }

  // --- Swapping in a fresh drawing of the page.

  /**
   * The move panel as the server drew it, without the page's sequence number and fingerprint (the
   * only parts of it that a change of the game leaves otherwise alike): equal keys are the same
   * choices. Taken before the script touches the panel (enabled buttons, words of a marking).
   */
  function panelKey(panel) {
    return panel ? panel.outerHTML.replace(/(name="(?:seq|offered)" value=")[^"]*"/g, '$1"') : null;
  }
  /** the key of the panel the page shows */
  var shownPanel = panelKey(document.querySelector('#move-controls'));

  function seqOf(el) {
    if (!el || !el.hasAttribute('data-seq')) return null;
    var v = Number(el.getAttribute('data-seq'));
    return isNaN(v) ? null : v;
  }

  /** The player is putting a move together: he answered a step or marked items. */
  function composing(root) {
    return /[?&]p=/.test(location.search) || !!root.querySelector('#move-controls input[name=s]:checked');
  }

  /**
   * Swaps in the page (a parsed document); false when it is another kind of page (its own stream),
   * to be loaded. `live`: an update the event stream asked for, not the player's own click.
   *
   * When the fresh page offers this player the same choices as the one he looks at (a change of
   * another seat that leaves his decision as it was), his panel stays as it is — the same
   * elements, his marks, the button under his pointer — and only the page's sequence number and
   * fingerprint in it move on; everything around it is swapped. A live update that does change his
   * choices while he is putting a move together says so.
   */
  function swap(doc, live) {
    var fresh = swapSel ? doc.querySelector(swapSel) : null;
    var current = region();
    if (!fresh || !current || doc.body.getAttribute('data-live') !== streamUrl || doc.body.getAttribute('data-swap') !== swapSel) return false;
    // The move being put together is carried over a live update only: after the player's own move
    // (or a refused one) the page asks a new decision, even when it looks the same (Race: everybody
    // chose the same favourites, and everybody chooses again).
    var carry = live && !moved;
    moved = false;
    // Keep what the player is doing: marked items of a set step, and the focus.
    var marked = {};
    var boxes = carry ? current.querySelectorAll('form.mc-set input[name=s]:checked') : [];
    for (var i = 0; i < boxes.length; i++) marked[boxes[i].closest('form').getAttribute('data-step') + ':' + boxes[i].value] = true;
    // Text being written (a chat message, notes: data-keep) stays, unless its form was just sent.
    var kept = {};
    var keepers = current.querySelectorAll('[data-keep]');
    for (var k = 0; k < keepers.length; k++) {
      if (keepers[k].form && keepers[k].form !== sentForm) kept[keepKey(keepers[k])] = keepers[k].value;
    }
    var active = document.activeElement;
    // what the reader has heard of: the newest log line, and whether it was his turn (announced below)
    var heard = { seq: newestLogSeq(current), mine: !!current.querySelector('.status-yours') };
    var focusWasHere = !!(active && inRegion(active));
    var focusKey = active && inRegion(active) ? (active.hasAttribute('data-keep') ? 'keep:' + keepKey(active) : active.getAttribute('data-pick') || (active.name && active.value ? active.name + '=' + active.value : null)) : null;
    document.title = doc.title;
    var badge = doc.getElementById('turn-badge');
    var myBadge = document.getElementById('turn-badge');
    if (badge && myBadge) myBadge.replaceWith(badge);
    var freshPanel = fresh.querySelector('#move-controls');
    var freshKey = panelKey(freshPanel);
    var panel = current.querySelector('#move-controls');
    var root;
    if (carry && panel && freshPanel && freshKey === shownPanel && panel.parentNode === current && freshPanel.parentNode === fresh) {
      keepPanel(current, fresh, panel, freshPanel);
      root = current;
    } else {
      if (carry && panel && freshPanel && composing(current) && !notice) notice = { text: words('moved-on'), kind: 'note' };
      current.replaceWith(fresh);
      root = fresh;
    }
    shownPanel = freshKey;
    var again = root.querySelectorAll('form.mc-set input[name=s]');
    for (var j = 0; j < again.length; j++) {
      if (marked[again[j].closest('form').getAttribute('data-step') + ':' + again[j].value]) again[j].checked = true;
    }
    var fields = root.querySelectorAll('[data-keep]');
    var keptField = null;
    for (var f = 0; f < fields.length; f++) {
      var fk = keepKey(fields[f]);
      if (Object.prototype.hasOwnProperty.call(kept, fk)) fields[f].value = kept[fk];
      if (focusKey === 'keep:' + fk) keptField = fields[f];
    }
    enhance(root);
    showNotice();
    if (keptField) keptField.focus({ preventScroll: true });
    else if (focusKey && !root.contains(active)) {
      var el = root.querySelector('[data-pick="' + cssEscape(focusKey) + '"]');
      if (!el && focusKey.indexOf('=') > 0) {
        var nv = focusKey.split('=');
        el = root.querySelector('[name="' + cssEscape(nv[0]) + '"][value="' + cssEscape(nv.slice(1).join('=')) + '"]');
      }
      if (el && el.focus) el.focus({ preventScroll: true });
    }
    // The focus is never lost to the page's body: when the thing that had it went away (the
    // board target just picked), the move's controls take it, else the page's heading.
    if (focusWasHere && !root.contains(document.activeElement)) focusFallback(root);
    announce(root, heard);
    return true;
  }

  // --- What a screen reader hears of a live update (the layout's polite region #live-announce).

  function newestLogSeq(root) {
    var items = root ? root.querySelectorAll('ol.log li[value]') : [];
    var max = -1;
    for (var i = 0; i < items.length; i++) max = Math.max(max, Number(items[i].getAttribute('value')) || 0);
    return max;
  }
  /** The log lines after the one the reader had (at most the newest five), and "your turn" when it came to him. */
  function announce(root, heard) {
    var out = document.getElementById('live-announce');
    if (!out || !root || root.hasAttribute('data-replay')) return;
    var lines = [];
    if (heard.seq >= 0) {
      var items = root.querySelectorAll('ol.log li[value]');
      for (var i = 0; i < items.length; i++) {
        var v = Number(items[i].getAttribute('value'));
        if (v > heard.seq) lines.push({ v: v, text: (items[i].firstChild && items[i].firstChild.nodeType === 3 ? items[i].firstChild.textContent : items[i].textContent).trim() });
      }
    }
    lines.sort(function (a, b) {
      return a.v - b.v;
    });
    var said = lines.slice(-5).map(function (l) {
      return l.text;
    });
    if (!heard.mine && root.querySelector('.status-yours')) said.push(words('your-turn-now'));
    if (!said.length) return;
    // a fresh node, so the same words twice are still read
    out.textContent = '';
    var p = document.createElement('p');
    p.textContent = said.join(' ');
    out.appendChild(p);
  }

  function focusFallback(root) {
    var to = root.querySelector('#move-controls') || root.querySelector('h1');
    if (!to) return;
    if (!to.hasAttribute('tabindex')) to.setAttribute('tabindex', '-1');
    to.focus({ preventScroll: true });
  }

  /**
   * Swaps everything of the region but the move panel, which stays where it is (never taken out of
   * the page, so a click under way lands on it); its forms take the fresh sequence number and
   * fingerprint, and the region the fresh attributes.
   */
  function keepPanel(current, fresh, panel, freshPanel) {
    var seq = fresh.getAttribute('data-seq');
    var offered = fresh.getAttribute('data-offered');
    var inputs = panel.querySelectorAll('input[name=seq], input[name=offered]');
    for (var i = 0; i < inputs.length; i++) {
      var v = inputs[i].name === 'seq' ? seq : offered;
      if (v !== null) inputs[i].value = v;
    }
    var a;
    for (a = current.attributes.length - 1; a >= 0; a--) {
      var name = current.attributes[a].name;
      if (name !== 'id' && !fresh.hasAttribute(name)) current.removeAttribute(name);
    }
    for (a = 0; a < fresh.attributes.length; a++) current.setAttribute(fresh.attributes[a].name, fresh.attributes[a].value);
    // the fresh nodes before and after the panel, in place of the old ones
    var before = [];
    var after = [];
    var seen = false;
    var nodes = Array.prototype.slice.call(fresh.childNodes);
    for (var n = 0; n < nodes.length; n++) {
      if (nodes[n] === freshPanel) seen = true;
      else (seen ? after : before).push(nodes[n]);
    }
    var old = Array.prototype.slice.call(current.childNodes);
    for (var o = 0; o < old.length; o++) if (old[o] !== panel) current.removeChild(old[o]);
    for (var b = 0; b < before.length; b++) current.insertBefore(before[b], panel);
    for (var c = 0; c < after.length; c++) current.appendChild(after[c]);
  }

  function keepKey(field) {
    return (field.form ? field.form.getAttribute('action') : '') + '|' + field.name;
  }

  /** The fetched page listens to the same stream and swaps the same region as this one. */
  function samePage(doc) {
    return doc.body.getAttribute('data-live') === streamUrl && doc.body.getAttribute('data-swap') === swapSel;
  }

  /**
   * A message on the page (an error, a click that came too late): shown above the move panel (else
   * at the top of the region), and again after every redraw until the player's next click.
   */
  var notice = null;
  function flash(message, kind) {
    notice = { text: message, kind: kind || 'error' };
    showNotice();
  }
  function showNotice() {
    var r = region();
    if (!r) return;
    var old = r.querySelector('.flash.live-notice');
    if (old) old.remove();
    if (!notice) return;
    var p = document.createElement('p');
    p.className = 'flash live-notice ' + notice.kind;
    p.setAttribute('role', 'alert');
    p.textContent = notice.text;
    var panel = r.querySelector('#move-controls');
    if (panel && panel.parentNode) panel.parentNode.insertBefore(p, panel);
    else r.insertBefore(p, r.firstChild);
  }
  /** The player clicked again: the message has been read. */
  function clearNotice() {
    notice = null;
    showNotice();
  }

  /** An address of this page that keeps the start of the news summary the page shows. */
  function withSince(href) {
    var url = new URL(href, location.href);
    var r = region();
    var since = r && r.getAttribute('data-since');
    if (since && url.pathname === location.pathname && !url.searchParams.has('since')) url.searchParams.set('since', since);
    return url.toString();
  }
  /** The address the page fetches itself from. */
  function selfUrl() {
    return withSince(location.href);
  }
  function here() {
    return location.pathname + location.search;
  }

  // --- Requests. The player's clicks are never dropped or held back; the event stream's looks
  // are one at a time (an event during one asks for one more after it). Answers may come back in
  // another order than they were asked: a drawing of an older state of the game (a lower
  // sequence number), or of the same state asked before the one shown, never replaces the page.
  var ticket = 0;
  var shownTicket = 0;
  var inFlight = 0;
  var looking = false;
  var lookAgain = false;
  /** the page is being left for another one: nothing more is swapped */
  var leaving = false;
  /** the form being sent (its kept text is not put back) */
  var sentForm = null;
  /** the player sent a move (or a take-back, …) since the page was last swapped */
  var moved = false;

  /** Whether a fetched drawing may replace the page shown. */
  function newer(doc, mine) {
    var fresh = swapSel ? doc.querySelector(swapSel) : null;
    var a = seqOf(fresh);
    var b = seqOf(region());
    if (a !== null && b !== null && a !== b) return a > b;
    return mine > shownTicket;
  }

  function leave(to) {
    leaving = true;
    location.assign(to);
  }

  /** Fetches a page and swaps it in; `live`: the event stream asked (the page looks again). */
  function go(url, init, live) {
    if (leaving) return Promise.resolve();
    if (live) {
      if (looking) {
        lookAgain = true;
        return Promise.resolve();
      }
      looking = true;
    }
    var mine = ++ticket;
    var asked = here();
    var refresh = false;
    inFlight++;
    body.classList.add('live-busy');
    return fetch(url, Object.assign({ credentials: 'same-origin', headers: { 'X-Live': '1' } }, init || {}))
      .then(function (res) {
        return res.text().then(function (html) {
          if (leaving) return;
          var doc = new DOMParser().parseFromString(html, 'text/html');
          if (!res.ok) {
            var msg = doc.querySelector('.error-page .error, .error');
            var text = msg ? msg.textContent : words('error') + ' (' + res.status + ')';
            // A click that came too late (the game moved on: 409, or marked items that are no
            // choice any more: 422): said on the page, and the page shows the game as it is now.
            if (res.status === 409 || (res.status === 422 && init && init.method === 'POST')) {
              text += ' ' + words('stale');
              refresh = true;
            }
            flash(text);
            return;
          }
          var to = new URL(res.url);
          to.searchParams.delete('since');
          var target = to.pathname + to.search;
          // Another page (the lobby's form led to a game): load it as a page of its own.
          if (to.pathname !== location.pathname && !samePage(doc)) return leave(target);
          // The player went elsewhere on the page while this look was under way: look there.
          if (live && here() !== asked) {
            lookAgain = true;
            return;
          }
          if (!newer(doc, mine)) return;
          if (to.pathname === location.pathname) history.replaceState(null, '', target);
          else history.pushState(null, '', target);
          if (!swap(doc, live)) return leave(target);
          shownTicket = mine;
        });
      })
      .catch(function () {
        if (!leaving) flash(words('offline'));
      })
      .then(function () {
        inFlight--;
        if (!inFlight) body.classList.remove('live-busy');
        if (live) looking = false;
        if (refresh || (lookAgain && !looking)) {
          lookAgain = false;
          go(selfUrl(), null, true);
        }
      });
  }

  function post(action, data) {
    if (/\/(moves|undo|autoplay|timeout|end-vote)$/.test(action)) moved = true;
    return go(action, { method: 'POST', body: data, headers: { 'X-Live': '1', 'Content-Type': 'application/x-www-form-urlencoded' } });
  }

  // --- Clicks: steps of a move, board things, toggles.
  document.addEventListener('click', function (ev) {
    if (ev.defaultPrevented || ev.button !== 0 || ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.altKey) return;
    var a = ev.target.closest && ev.target.closest('a');
    if (!a || !inRegion(a)) return;
    clearNotice();
    if (a.classList.contains('pick-toggle')) {
      var id = a.getAttribute('data-pick');
      var label = document.querySelector('form.mc-set label[data-pick="' + cssEscape(id) + '"]');
      var box = label && label.querySelector('input');
      if (box) {
        ev.preventDefault();
        box.checked = !box.checked;
        checkSet(box.closest('form'));
      }
      return;
    }
    var move = a.getAttribute('data-move');
    var r = region();
    var action = r && r.getAttribute('data-move-action');
    if (move && action) {
      ev.preventDefault();
      var data = new URLSearchParams();
      data.set('_csrf', r.getAttribute('data-csrf') || '');
      data.set('seq', r.getAttribute('data-seq') || '');
      data.set('offered', r.getAttribute('data-offered') || '');
      data.set('move', move);
      post(action, data);
      return;
    }
    var href = a.getAttribute('href');
    if (href && href.charAt(0) === '?') {
      ev.preventDefault();
      go(withSince(location.pathname + href));
    }
  });

  // --- Forms in the region: posted in the background, then the page they lead to is swapped in
  // (GET forms, such as the replay's step, fetch the page they ask for).
  document.addEventListener('submit', function (ev) {
    var form = ev.target;
    if (ev.defaultPrevented || !inRegion(form)) return;
    var method = (form.getAttribute('method') || 'get').toLowerCase();
    var data = new URLSearchParams(new FormData(form, ev.submitter || undefined));
    ev.preventDefault();
    clearNotice();
    if (method === 'post') {
      sentForm = form;
      post(form.getAttribute('action'), data).then(function () {
        sentForm = null;
      });
    }
    else go(location.pathname + '?' + data.toString());
  });

  document.addEventListener('change', function (ev) {
    var form = ev.target.closest && ev.target.closest('form.mc-set');
    if (form) {
      clearNotice();
      checkSet(form);
    }
    if (ev.target.hasAttribute && ev.target.hasAttribute('data-autosubmit') && ev.target.form) ev.target.form.requestSubmit();
  });

  // A board target (a link, or a toggle with role=button) is activated by Space as by Enter.
  document.addEventListener('keydown', function (ev) {
    if (ev.key !== ' ' || ev.altKey || ev.ctrlKey || ev.metaKey || ev.shiftKey) return;
    var t = ev.target;
    if (!t || !t.matches || !t.matches('a.pick[href]')) return;
    ev.preventDefault();
    // (an SVG link has no click(): the same event, dispatched)
    t.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
  });

  // The replay: the arrow keys step back and forth.
  document.addEventListener('keydown', function (ev) {
    var r = region();
    if (!r || !r.hasAttribute('data-replay') || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    var t = ev.target;
    if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT')) return;
    var link = ev.key === 'ArrowLeft' ? r.querySelector('a[rel=prev]') : ev.key === 'ArrowRight' ? r.querySelector('a[rel=next]') : null;
    if (link) {
      ev.preventDefault();
      go(location.pathname + link.getAttribute('href'));
    }
  });

  // --- The event stream.
  var source = null;
  var hiddenTimer = null;
  var seenTurns = false;
  function pageSeq() {
    var r = region();
    var v = r ? Number(r.getAttribute('data-seq')) : NaN;
    return isNaN(v) ? null : v;
  }
  function setTurns(count, next) {
    var badge = document.getElementById('turn-badge');
    if (badge) {
      var n = badge.querySelector('.turn-count');
      if (n) n.textContent = String(count);
      badge.classList.toggle('turn-badge-none', !count);
      badge.setAttribute('href', next ? '/games/' + next : '/');
    }
    var base = body.getAttribute('data-title') || document.title;
    var prefix = body.getAttribute('data-your-turn') || '(#N#) — ';
    document.title = (count ? prefix.replace('#N#', String(count)) : '') + base;
  }
  function connect() {
    if (!streamUrl || !window.EventSource || source) return;
    source = new EventSource(streamUrl);
    source.addEventListener('game', function (e) {
      var d = JSON.parse(e.data);
      var seq = pageSeq();
      if (seq !== null && (d.seq === -1 || d.seq > seq)) go(selfUrl(), null, true);
    });
    source.addEventListener('turns', function (e) {
      var d = JSON.parse(e.data);
      setTurns(d.count, d.next);
      // The lobby lists my games: one of them changed (the first event only says how it is).
      if (swapSel === 'main' && seenTurns) go(selfUrl(), null, true);
      seenTurns = true;
    });
    source.addEventListener('lobby', function () {
      if (swapSel === 'main') go(selfUrl(), null, true);
    });
    // A refused stream (429: too many open from this browser or address) is not retried by the
    // browser: try again in half a minute or so, and catch up then.
    var mine = source;
    source.onerror = function () {
      if (mine.readyState !== EventSource.CLOSED || source !== mine) return;
      source = null;
      setTimeout(function () {
        if (source || document.visibilityState === 'hidden') return;
        connect();
        if (region()) go(selfUrl(), null, true);
      }, 30000 + Math.random() * 30000);
    };
  }
  function disconnect() {
    if (source) source.close();
    source = null;
  }
  // A page left in a hidden tab stops listening after ten minutes (so it no longer counts as
  // watching the game, and "your turn" mails come again); back in view, it catches up.
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') {
      hiddenTimer = setTimeout(disconnect, 10 * 60 * 1000);
    } else {
      clearTimeout(hiddenTimer);
      if (!source) {
        connect();
        if (region()) go(selfUrl(), null, true);
      }
    }
  });
  window.addEventListener('popstate', function () {
    if (region()) go(location.href);
  });

  enhance(document);
  connect();
})();
