/**
 * The import rules of docs/architecture.md ("Layers"), checked with dependency-cruiser over
 * every file of src/ (type-only imports included): no import circles, and nothing imports
 * upwards (.dependency-cruiser.cjs names each rule).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
  cycle?: { name: string }[];
}

function cruise(...targets: string[]): { violations: Violation[]; modules: number } {
  const out = execFileSync(process.execPath, [path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), ...targets, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    cwd: ROOT,
    maxBuffer: 256 * 1024 * 1024,
  }).toString();
  const result = JSON.parse(out) as { summary: { violations: Violation[]; totalCruised: number } };
  return { violations: result.summary.violations, modules: result.summary.totalCruised };
}

const describeViolation = (v: Violation) => (v.cycle ? [v.from, ...v.cycle.map((c) => c.name)].join(' → ') : `${v.from} → ${v.to}`);

describe('the imports of src/', () => {
  let found: { violations: Violation[]; modules: number };
  beforeAll(() => {
    found = cruise('src');
  });

  it('reads the whole tree', () => {
    expect(found.modules).toBeGreaterThan(300);
  });

  it('has no import circle', () => {
    expect(found.violations.filter((v) => v.rule.name === 'no-circular').map(describeViolation)).toEqual([]);
  });

  it('imports nothing upwards (engine ← games ← services ← routes, the database below the services)', () => {
    expect(found.violations.filter((v) => v.rule.name !== 'no-circular').map((v) => `${v.rule.name}: ${describeViolation(v)}`)).toEqual([]);
  });
});

it('the check finds a circle when there is one', () => {
  const { violations } = cruise('test/architecture/circle');
  expect(violations.filter((v) => v.rule.name === 'no-circular').length).toBeGreaterThan(0);
});
