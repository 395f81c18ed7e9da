/**
 * Jest: TypeScript through ts-jest (transpile only; `npm run typecheck` checks types).
 * The default time-out of a test or hook is sized for a machine at half this one's speed with two
 * other CPU-bound processes beside the suite (issue 29); TEST_PATIENCE=n multiplies it, as it does
 * every wait of the tests (test/support/patience.ts).
 */
const patience = Math.max(1, Number(process.env.TEST_PATIENCE ?? 1) || 1);

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { diagnostics: false }],
  },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testTimeout: 180_000 * patience,
  maxWorkers: 2,
  testSequencer: '<rootDir>/test/support/sequencer.js',
  reporters: ['default', '<rootDir>/test/support/totals-reporter.js'],
};
