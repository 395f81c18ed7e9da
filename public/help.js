/*
 * A board that explains itself (issue 31): every board element marked data-help="<key>" shows what
 * it is and what it does — on hover with a mouse, and on a tap or click (phones) in a small box
 * with a link to its section of the rules page (data-help-at). The words come once per page in
 * <script id="board-help" type="application/json"> (src/http/board-help.ts), in the reader's
 * language. Elements that are choices (links, buttons, board picks) keep their click: the box
 * shows for them on hover, and their meaning is on the move panel's controls.
 */
(function () {
  'use strict';
  var data = null;
  function dict() {
    if (data) return data;
    var el = document.getElementById('board-help');
    try { data = el ? JSON.parse(el.textContent || '{}') : { texts: {} }; } catch (e) { data = { texts: {} }; }
    return data;
  }
  function helpOf(node) {
    var el = node && node.closest ? node.closest('[data-help]') : null;
    if (!el) return null;
    var text = dict().texts[el.getAttribute('data-help')];
    return text ? { el: el, text: text, at: el.getAttribute('data-help-at') } : null;
  }
  var tip = null;
  var pop = null;
  function place(box, rect) {
    var w = box.offsetWidth, h = box.offsetHeight;
    var x = Math.min(Math.max(8, rect.left + rect.width / 2 - w / 2), window.innerWidth - w - 8);
    var y = rect.bottom + 8;
    if (y + h > window.innerHeight - 8) y = Math.max(8, rect.top - h - 8);
    box.style.left = x + 'px';
    box.style.top = y + 'px';
  }
  function hideTip() { if (tip) { tip.remove(); tip = null; } }
  function hidePop() { if (pop) { pop.remove(); pop = null; } }
  document.addEventListener('mouseover', function (ev) {
    if (pop) return;
    var h = helpOf(ev.target);
    if (!h) { hideTip(); return; }
    if (tip && tip.dataset.key === h.el.getAttribute('data-help')) return;
    hideTip();
    tip = document.createElement('div');
    tip.className = 'help-tip';
    tip.setAttribute('role', 'tooltip');
    tip.dataset.key = h.el.getAttribute('data-help');
    tip.textContent = h.text;
    document.body.appendChild(tip);
    place(tip, h.el.getBoundingClientRect());
  });
  document.addEventListener('click', function (ev) {
    if (pop && pop.contains(ev.target)) {
      if (ev.target.closest('.help-close')) { ev.preventDefault(); hidePop(); }
      return;
    }
    hidePop();
    var h = helpOf(ev.target);
    if (!h) return;
    // A choice keeps its click.
    if (ev.target.closest('a, button, label, input, select, [data-pick], form')) return;
    hideTip();
    pop = document.createElement('div');
    pop.className = 'help-pop';
    pop.setAttribute('role', 'dialog');
    var p = document.createElement('p');
    p.textContent = h.text;
    pop.appendChild(p);
    var row = document.createElement('p');
    row.className = 'help-links';
    if (h.at) {
      var a = document.createElement('a');
      a.href = dict().rules + '#' + h.at;
      a.textContent = dict().more;
      row.appendChild(a);
    }
    var x = document.createElement('button');
    x.type = 'button';
    x.className = 'help-close';
    x.setAttribute('aria-label', dict().close || '×');
    x.textContent = '×';
    row.appendChild(x);
    pop.appendChild(row);
    document.body.appendChild(pop);
    place(pop, h.el.getBoundingClientRect());
  });
  // A rules page's picture opens at the part of the board it is about (data-focus: a selector).
  function focusPictures() {
    var frames = document.querySelectorAll('.pic-frame[data-focus]');
    for (var i = 0; i < frames.length; i++) {
      var el = null;
      try { el = frames[i].querySelector(frames[i].getAttribute('data-focus')); } catch (e) { el = null; }
      if (!el) continue;
      var top = el.getBoundingClientRect().top - frames[i].getBoundingClientRect().top + frames[i].scrollTop;
      frames[i].scrollTop = Math.max(0, top - 12);
    }
  }
  // A rules section the reader opens (<details id=…>) opens when an address or link points at it.
  function openTarget() {
    var id = decodeURIComponent(location.hash.slice(1));
    var el = id ? document.getElementById(id) : null;
    if (el && el.tagName === 'DETAILS' && !el.open) { el.open = true; el.scrollIntoView(); }
  }
  window.addEventListener('hashchange', openTarget);
  function ready() { focusPictures(); openTarget(); }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready); else ready();
  document.addEventListener('keydown', function (ev) { if (ev.key === 'Escape') { hidePop(); hideTip(); } });
  window.addEventListener('scroll', function () { hideTip(); }, { passive: true });
})();
