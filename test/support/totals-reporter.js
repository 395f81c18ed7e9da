// Writes the run's totals as one plain line, `N passed, N failed`, to the console and to
// test-results/totals.txt (which .ci/run prints last). A suite that could not run counts as failed.
// Before it, the ten slowest test files with their times (all of them in test-results/file-times.txt),
// so a run on a slow machine shows where its time went.
const fs = require('node:fs');
const path = require('node:path');

const SHOWN = 10;

class TotalsReporter {
  constructor() {
    this.started = Date.now();
  }

  onRunComplete(_contexts, results) {
    const dir = path.join(__dirname, '..', '..', 'test-results');
    fs.mkdirSync(dir, { recursive: true });
    const root = path.join(__dirname, '..', '..') + path.sep;
    const times = results.testResults
      .map((r) => ({ file: r.testFilePath.replace(root, ''), secs: r.perfStats && r.perfStats.start ? (r.perfStats.end - r.perfStats.start) / 1000 : 0 }))
      .sort((a, b) => b.secs - a.secs);
    const lines = times.map((t) => `${t.secs.toFixed(1).padStart(7)} s  ${t.file}`);
    fs.writeFileSync(path.join(dir, 'file-times.txt'), lines.join('\n') + '\n');
    const wall = ((Date.now() - this.started) / 1000).toFixed(0);
    process.stdout.write(`\nThe ${Math.min(SHOWN, lines.length)} slowest test files (wall time of the run ${wall} s; all in test-results/file-times.txt):\n${lines.slice(0, SHOWN).join('\n')}\n`);

    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const line = `${results.numPassedTests} passed, ${failed} failed`;
    fs.writeFileSync(path.join(dir, 'totals.txt'), line + '\n');
    process.stdout.write(line + '\n');
  }
}
module.exports = TotalsReporter;
