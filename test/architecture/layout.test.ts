/**
 * One shape for every game and small files (issue 34; docs/architecture.md, "A game's folder"):
 * each game's folder holds index.ts, schema.ts and the folders data/, rules/, robots/, view/,
 * messages/ and guide/, nothing else at its top; no file of src/ (the generated Prisma client
 * apart) has 400 lines or more.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { allGames } from '../../src/games/registry';

const SRC = path.join(__dirname, '../../src');
const GAME_TOP = ['data', 'guide', 'index.ts', 'messages', 'robots', 'rules', 'schema.ts', 'view'];
const MAX_LINES = 400;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return name === 'generated' && dir === SRC ? [] : files(p);
    return /\.(ts|js)$/.test(name) ? [p] : [];
  });
}

describe.each(allGames().map((m) => m.meta.id))('the folder of %s', (id) => {
  const dir = path.join(SRC, 'games', id);

  it('has the layout every game has', () => {
    expect(readdirSync(dir).sort()).toEqual(GAME_TOP);
  });

  it('has its robot players in robots/, with robots/index.ts as their entry', () => {
    expect(statSync(path.join(dir, 'robots', 'index.ts')).isFile()).toBe(true);
  });

  it('names no file as a copy of another (-x, -expansion, -data)', () => {
    const copies = files(dir).filter((f) => /-(x|expansion|data)\.ts$/.test(f));
    expect(copies.map((f) => path.relative(SRC, f))).toEqual([]);
  });
});

it(`no file of src/ has ${MAX_LINES} lines or more`, () => {
  const long = files(SRC)
    .map((f) => ({ file: path.relative(SRC, f), lines: readFileSync(f, 'utf8').split('\n').length - 1 }))
    .filter((f) => f.lines >= MAX_LINES);
  expect(long).toEqual([]);
});
