/**
 * How long a test waits for something to happen (issue 29). A test checks THAT it happens; how
 * fast it happens is measured by `npm run bench`, never asserted. The waits are sized for a
 * machine at half this one's speed with two other CPU-bound processes beside the suite; on an
 * even slower machine `TEST_PATIENCE=2 npm test` doubles every one of them (and jest's own
 * time-outs, see jest.config.js).
 */
export const PATIENCE = Math.max(1, Number(process.env.TEST_PATIENCE ?? 1) || 1);

/** A test or hook by default: jest's time-out (jest.config.js, scaled the same way). */
export const TEST_MS = 180_000 * PATIENCE;

/** A live update reaching another page or event stream (the bench measures 0.1–0.5 s). */
export const LIVE_MS = 10_000 * PATIENCE;

/** The server, the job worker or a robot doing one thing: a mail, a robot's move, a page answering a click. */
export const SERVER_MS = 30_000 * PATIENCE;

/** Something long: a queue draining after a game, a process starting or coming back after a kill. */
export const LONG_MS = 90_000 * PATIENCE;

/** Seeded games played in worker threads before a file's tests (playouts, the controls and pseudo-language walks). */
export const HEAVY_MS = 15 * 60_000 * PATIENCE;
