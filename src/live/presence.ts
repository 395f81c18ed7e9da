/**
 * Who watches a game page right now, across processes: a player's open event stream on his game
 * (src/routes/live.routes.ts) marks his seat `seats.live_until` = now + PRESENCE_SECONDS, renewed
 * with every heartbeat; a click that starts the game and whose answer is the game's page (taking
 * its last seat, filling it with robots, creating it full of robots) marks its player for the
 * moment until that page opens its own stream (CLICK_SECONDS). The mail jobs read the mark: no "your turn" and no "has started" mail to a player watching the game
 * (src/services/outgoing/notify.service.ts). It lives in PostgreSQL, so any worker sees what any web
 * process marked.
 */

/** How often an event stream says it is alive (proxies close silent connections) and renews the mark. */
export const HEARTBEAT_MS = 25_000;
/** How long a seat counts as watched after its mark was last renewed. */
export const PRESENCE_SECONDS = 60;

/**
 * How long a click's mark lasts: long enough for the page it answers with to load and open its
 * stream (which then marks the seat itself), short enough not to stand for a player who never
 * opened it (an API client): he gets his mails again a moment later.
 */
export const CLICK_SECONDS = 15;

/** A stream's mark written at `now`. */
export function watchingUntil(now: Date): Date {
  return new Date(now.getTime() + PRESENCE_SECONDS * 1000);
}

/** A click's mark written at `now`. */
export function clickMark(now: Date): Date {
  return new Date(now.getTime() + CLICK_SECONDS * 1000);
}

/** Whether a seat's mark says its player watches the game at `now`. */
export function isWatching(liveUntil: Date | null | undefined, now: Date): boolean {
  return !!liveUntil && liveUntil > now;
}
