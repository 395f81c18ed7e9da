/**
 * Who watches a game page right now, across processes: a player's open event stream on his game
 * (src/routes/live.routes.ts) marks his seat `seats.live_until` = now + PRESENCE_SECONDS, renewed
 * with every heartbeat; a page request whose answer is the game page (joining it, filling it with
 * robots, creating it) marks it too, since that page opens its stream only a moment later. The mail
 * jobs read the mark: no "your turn" and no "has started" mail to a player watching the game
 * (src/services/notify.service.ts). It lives in PostgreSQL, so any worker sees what any web
 * process marked.
 */

/** How often an event stream says it is alive (proxies close silent connections) and renews the mark. */
export const HEARTBEAT_MS = 25_000;
/** How long a seat counts as watched after its mark was last renewed. */
export const PRESENCE_SECONDS = 60;

/** The mark written at `now`. */
export function watchingUntil(now: Date): Date {
  return new Date(now.getTime() + PRESENCE_SECONDS * 1000);
}

/** Whether a seat's mark says its player watches the game at `now`. */
export function isWatching(liveUntil: Date | null | undefined, now: Date): boolean {
  return !!liveUntil && liveUntil > now;
}
