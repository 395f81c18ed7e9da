/**
 * The league's rules as numbers and pure functions (docs/tournaments.md, "League"): its table
 * size per game, the time per move, a season's length, the divisions' size, who goes up and who
 * goes down when a season ends. No I/O: the seasons (seasons.ts) store what these decide.
 */
import { DAY } from '../../clock';
import { nextRound, type Entrant, type FormatSettings, type PlayedRound, type Round } from '../../tournaments';

/**
 * A league's table: the game's usual table — the count the game is at its best with and most
 * often played at, not its most seats (Automobiles seats 5 and Chariot Race 6, but 4 is their
 * usual race; Formula 90 is a race of 6). A game not listed plays at its most seats.
 */
export const LEAGUE_TABLE_SIZES: Readonly<Record<string, number>> = {
  race: 4,
  'chariot-race': 4,
  automobiles: 4,
  kraftwagen: 4,
  'formula-90': 6,
};

/** Time per move in a league's games: a correspondence game at a relaxed pace (several side by side). */
export const LEAGUE_DEADLINE_DAYS = 3;
/** A season's length, from its start to its end date. */
export const SEASON_DAYS = 28;
/** A season ends when its last game ended, at the latest this long after its end date. */
export const SEASON_GRACE_DAYS = 7;
/** The most players of a division (a round robin is for at most 10). */
export const DIVISION_SIZE = 10;

/** The table size of the game's league. */
export function leagueTableSize(gameType: string, maxSeats: number): number {
  return Math.min(LEAGUE_TABLE_SIZES[gameType] ?? maxSeats, maxSeats);
}

/** The round robin's settings for the league's games (tables of at least 2, or the game's fewest seats). */
export function leagueSettings(tableSize: number, gameMinSeats: number): FormatSettings {
  return { format: 'roundRobin', tableSize, minSeats: Math.max(2, Math.min(gameMinSeats, tableSize)) };
}

/**
 * A division's whole round robin, every round at once (the season is asynchronous: all its games
 * are made at its start). The pure format gives one round after the played ones; the results do
 * not change a round robin's schedule, so the rounds before are passed as ties.
 */
export function seasonRounds(settings: FormatSettings, entrants: Entrant[], seed: number): Round[] {
  const ids = entrants.map((e) => e.id);
  const played: PlayedRound[] = [];
  const rounds: Round[] = [];
  for (let round = nextRound(settings, entrants, played, ids, seed); round && round.tables.length > 0; round = nextRound(settings, entrants, played, ids, seed)) {
    rounds.push(round);
    played.push({ tables: round.tables.map((t) => ({ players: t.players, ranks: t.players.map(() => 1) })), byes: round.byes });
    if (rounds.length > 100) break; // a schedule never has this many rounds
  }
  return rounds;
}

/** How many go up (and how many go down) from a division of n ranked players: 2, fewer under 6 players. */
export function movers(n: number): number {
  return n >= 6 ? 2 : n >= 2 ? 1 : 0;
}

/** The next Monday, 00:00 UTC, after `now`: when a league with no season running starts one. */
export function nextMonday(now: Date): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const ahead = (8 - d.getUTCDay()) % 7 || 7; // Sunday 0 … Saturday 6; a Monday goes to the next one
  return new Date(d.getTime() + ahead * DAY);
}

export interface MemberNow {
  userId: number;
  division: number;
  /** when he joined (ms): newcomers keep their order */
  joinedAt: number;
}

export interface SeasonPlace {
  userId: number;
  division: number;
  place: number;
}

/**
 * The members' divisions for the next season (a map user id → division):
 * 1. in each division played this season, of its players who are still in it (ranked by the
 *    season's place) the best `movers(m)` go up a division and the worst `movers(m)` go down (none
 *    up from division 1, none down from the lowest);
 * 2. a division left with more than DIVISION_SIZE sends its surplus one division down, top down:
 *    it keeps those who played in it or above (the one from the higher division first, then by
 *    place), newcomers last (the earliest joined first); below the lowest a new division opens;
 * 3. empty divisions close (the ones below move up a number).
 * Players who joined during the season (not ranked) stay where they are.
 */
export function nextDivisions(members: MemberNow[], places: SeasonPlace[]): Map<number, number> {
  const lowest = Math.max(0, ...members.map((m) => m.division));
  const placeOf = new Map(places.map((p) => [p.userId, p]));
  // ranked: played this season in the division he is still in
  const ranked = (m: MemberNow) => {
    const p = placeOf.get(m.userId);
    return p && p.division === m.division ? p : null;
  };
  const target = new Map(members.map((m) => [m.userId, m.division]));
  const from = new Map<number, number>(); // the division he played in this season (ranked ones)
  for (let d = 1; d <= lowest; d++) {
    const here = members
      .filter((m) => m.division === d && ranked(m))
      .sort((a, b) => ranked(a)!.place - ranked(b)!.place || a.userId - b.userId);
    here.forEach((m) => from.set(m.userId, d));
    const k = movers(here.length);
    if (d > 1) here.slice(0, k).forEach((m) => target.set(m.userId, d - 1));
    if (d < lowest) here.slice(here.length - k).forEach((m) => target.set(m.userId, d + 1));
  }
  const byUser = new Map(members.map((m) => [m.userId, m]));
  for (let d = 1; d <= Math.max(...target.values(), 0); d++) {
    const here = [...target.entries()].filter(([, div]) => div === d).map(([id]) => byUser.get(id)!);
    if (here.length <= DIVISION_SIZE) continue;
    here.sort((a, b) => {
      const fa = from.get(a.userId) ?? Infinity;
      const fb = from.get(b.userId) ?? Infinity;
      if (fa !== fb) return fa - fb;
      if (fa !== Infinity) return ranked(a)!.place - ranked(b)!.place || a.userId - b.userId;
      return a.joinedAt - b.joinedAt || a.userId - b.userId;
    });
    here.slice(DIVISION_SIZE).forEach((m) => target.set(m.userId, d + 1));
  }
  const used = [...new Set(target.values())].sort((a, b) => a - b);
  const renumber = new Map(used.map((d, i) => [d, i + 1]));
  return new Map([...target.entries()].map(([id, d]) => [id, renumber.get(d)!]));
}
