// Generates the Prisma client (src/generated/prisma) after `npm ci`.
// `prisma generate` needs no database, but it looks for the native schema engine and tries to
// download it when missing; pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing file lets it
// generate without network. The engine is only needed by `prisma migrate`, which we do not use
// at run time (src/db/migrate.ts applies the SQL migrations).
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const env = { ...process.env };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
env.PRISMA_HIDE_UPDATE_MESSAGE = '1';
env.CHECKPOINT_DISABLE = '1';
const cli = path.join(__dirname, '..', 'node_modules', 'prisma', 'build', 'index.js');
execFileSync(process.execPath, [cli, 'generate'], { stdio: 'inherit', env, cwd: path.join(__dirname, '..') });
