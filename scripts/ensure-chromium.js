// The browser test drives Debian's chromium (playwright-core cannot download a browser here).
// Installs it with apt-get when it is missing and we may (root, Debian); otherwise says how.
const { existsSync } = require('node:fs');
const { execSync } = require('node:child_process');

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);
const root = typeof process.getuid === 'function' && process.getuid() === 0;
if (root && existsSync('/usr/bin/apt-get')) {
  console.log('Installing Debian chromium for the browser test...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium', { stdio: 'inherit' });
} else {
  console.warn(`chromium is missing at ${CHROMIUM}: install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH; the browser test needs it.`);
}
