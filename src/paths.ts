/** Folders of the project, found from this file whether it runs from src/ or dist/src/. */
import { existsSync } from 'node:fs';
import path from 'node:path';

function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${start}`);
    dir = up;
  }
  return dir;
}

export const ROOT = findRoot(__dirname);
export const VIEWS_DIR = path.join(ROOT, 'views');
export const PUBLIC_DIR = path.join(ROOT, 'public');
export const DOCS_DIR = path.join(ROOT, 'docs');
export const MIGRATIONS_DIR = path.join(ROOT, 'prisma', 'migrations');
