/**
 * The PostgreSQL NOTIFY channel that tells every web process of a change, and what goes over it
 * (sent by src/live/announce.ts and, inside a transaction, by src/db/hot/append.ts).
 */
export const CHANNEL = 'slipstream_live';

/** What goes over the channel: a game at a new seq with its players, or "the lobby changed". */
export type Announcement = { game: number; seq: number; users: number[] } | { lobby: true };
