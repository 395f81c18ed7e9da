// Writes the run's totals as one plain line, `N passed, N failed`, to the console and to
// test-results/totals.txt (which .ci/run prints last). A suite that could not run counts as failed.
const fs = require('node:fs');
const path = require('node:path');

class TotalsReporter {
  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const line = `${results.numPassedTests} passed, ${failed} failed`;
    const dir = path.join(__dirname, '..', '..', 'test-results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'totals.txt'), line + '\n');
    process.stdout.write(line + '\n');
  }
}
module.exports = TotalsReporter;
