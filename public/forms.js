/*
 * Forms that fit their choices (issue 33): a form's robot strengths (views/partials/
 * robot-strengths.hbs) show one choice per robot the form will make — the "robots" field's number,
 * or every seat but the player's ("seats" − 1) — and hide when there is none.
 */
(function () {
  'use strict';
  function fit(set) {
    var form = set.closest('form');
    var from = set.getAttribute('data-robots-from');
    var field = form && from ? form.querySelector('[name="' + from + '"]') : null;
    if (!field) return;
    var n = Number(field.value) - (from === 'seats' ? 1 : 0);
    set.hidden = n <= 0;
    set.querySelectorAll('.robot-strength').forEach(function (label) {
      var shown = Number(label.getAttribute('data-n')) <= n;
      label.hidden = !shown;
      label.querySelector('select').disabled = !shown;
    });
  }
  function all() {
    document.querySelectorAll('fieldset.robot-strengths[data-robots-from]').forEach(fit);
  }
  document.addEventListener('change', function (e) {
    var set = e.target.form && e.target.form.querySelector('fieldset.robot-strengths[data-robots-from]');
    if (set) fit(set);
  });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', all);
  else all();
})();
