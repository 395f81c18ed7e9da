/**
 * A part of a board that every state with the same key draws alike — a track's picture without
 * its cars, markers and targets. A board context holds it where its template writes
 * {{staticPart …}}; the platform draws it once per partial, key and reader's language and reuses
 * the string (src/http/static-parts.ts). The rest of the board is drawn on every request.
 */
export interface StaticPart {
  /** The template partial that draws it, by its path under views/ (e.g. "games/race/track-ground"). */
  partial: string;
  /** What the drawing depends on besides the reader's language (a track, a layout, a rules version). */
  key: string;
  /**
   * The partial's context, asked for only when the part is drawn. Its words are texts that name
   * no player (the part is drawn without the players' names, and without the page's choices).
   */
  context(): Record<string, unknown>;
}

/**
 * The static parts one partial draws, by key: each made once, so that a board context holds the
 * same object for the same key (its context is built only when the platform draws it).
 */
export function staticParts(partial: string, contextOf: (key: string) => Record<string, unknown>): (key: string) => StaticPart {
  const made = new Map<string, StaticPart>();
  return (key) => {
    let part = made.get(key);
    if (!part) {
      part = { partial, key, context: () => contextOf(key) };
      made.set(key, part);
    }
    return part;
  };
}
