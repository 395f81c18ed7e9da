#!/usr/bin/env node
// `npm run playouts`: every game's seeded playouts at the counts their issues asked for — Race
// and Kraftwagen 1,000 games per seat count and variant, Chariot Race and Automobiles 13 per
// combination (1,040 each; the Rennsaison expansion 8 per combination), Formula 90 10 per
// combination (1,300) — where `npm test` plays fewer to stay fast (issue 29). Counts set in the
// environment win. Extra arguments go to jest (e.g. one game's file).
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const FULL = { RACE_GAMES: '1000', KW_GAMES: '1000', CHARIOT_GAMES: '13', AUTO_GAMES: '13', AUTO_X_GAMES: '8', F90_GAMES: '10' };
const files = process.argv.slice(2).length ? process.argv.slice(2) : ['test/games/.*/playout.test.ts'];
const root = path.join(__dirname, '..');
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const run = spawnSync(process.execPath, ['--experimental-vm-modules', jest, ...files], { cwd: root, stdio: 'inherit', env: { ...FULL, ...process.env } });
process.exit(run.status ?? 1);
