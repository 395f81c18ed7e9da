// The order in which jest starts the test files: the heavy ones first — the thread pools of
// seeded games and the files that start processes or browsers — then jest's own order (files
// that failed last time first, then by their last duration, else by size). On a fresh machine
// jest knows no durations and would start the heaviest files last, leaving one worker to finish
// a long file alone at the end of the run (issue 29).
const Sequencer = require('@jest/test-sequencer').default;

/** Longest first, as measured on a 2-core machine (docs/performance.md). */
const HEAVY = [
  /test\/platform\/controls\.test\.ts$/,
  /test\/e2e\/axe\.test\.ts$/,
  /test\/platform\/pseudo-games\.test\.ts$/,
  /test\/games\/formula-90\/playout\.test\.ts$/,
  /test\/db\/restart\.test\.ts$/,
  /test\/db\/pooler\.test\.ts$/,
  /test\/games\/chariot-race\/playout\.test\.ts$/,
  /test\/games\/kraftwagen\/playout\.test\.ts$/,
  /test\/games\/automobiles\/playout\.test\.ts$/,
  /test\/games\/race\/playout\.test\.ts$/,
  /test\/platform\/board-static-parts\.test\.ts$/,
  /test\/platform\/learning\.test\.ts$/,
  /test\/jobs\/exactly-once\.test\.ts$/,
  /test\/db\/crash-mails\.test\.ts$/,
  /test\/e2e\/.*\.test\.ts$/,
];

class HeavyFirstSequencer extends Sequencer {
  sort(tests) {
    const rank = (t) => {
      const i = HEAVY.findIndex((re) => re.test(t.path.split('\\').join('/')));
      return i < 0 ? HEAVY.length : i;
    };
    const jestOrder = super.sort(tests);
    return jestOrder.map((t, i) => ({ t, i })).sort((a, b) => rank(a.t) - rank(b.t) || a.i - b.i).map((x) => x.t);
  }
}

module.exports = HeavyFirstSequencer;
