/**
 * The PostgreSQL advisory locks of the site, in one place so that no two share a key. Single
 * bigint keys and (int, int) pairs are separate key spaces in PostgreSQL.
 */

/** Migrations, one process at a time: the same key as Prisma's migrate advisory lock. */
export const MIGRATE_LOCK = 72707369;
/** Making the first account of a site (it becomes the admin): one sign-up at a time. */
export const FIRST_ACCOUNT_LOCK = 72707371;
/** Starting pg-boss and making or updating the job queues: one process at a time. */
export const QUEUE_SETUP_LOCK = 72707372;
/** With the game's id as the second key: one join of a game at a time. */
export const JOIN_LOCK = 4711;
/** With a hash of an address or a session as the second key: one live stream opened at a time (src/live/stream-slots.ts). */
export const LIVE_STREAM_LOCK = 4712;
/** Held (for its session) by the one worker that follows the announced changes (src/jobs/follow-changes.ts). */
export const CHANGE_FOLLOWER_LOCK = 72707373;
/** With the tournament's id as the second key: one change of a tournament at a time (join, start, seating a round). */
export const TOURNAMENT_LOCK = 4713;
/** With the league's id as the second key: one change of a league at a time (join, leave, a season's end and start). */
export const LEAGUE_LOCK = 4714;
