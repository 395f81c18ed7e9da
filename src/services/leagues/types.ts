/** What the league page reads (LeagueService.page). */
import type { Standing } from '../../tournaments';

export interface LeagueMemberRow {
  userId: number;
  username: string;
  /** seated in the running season (else he plays from the next one) */
  playing: boolean;
}

export interface LeagueGameRow {
  gameId: number;
  round: number;
  status: string;
  players: { userId: number; username: string; rank: number | null }[];
}

export interface LeagueDivision {
  division: number;
  members: LeagueMemberRow[];
  /** the running season's standings in this division (its ended games); empty when it is not seated */
  standings: (Standing & { username: string })[];
  games: LeagueGameRow[];
}

export interface LeagueMove {
  userId: number;
  username: string;
  from: number;
  /** the division he went to; null: he left the league */
  to: number | null;
  place: number;
}

export interface LeaguePage {
  gameType: string;
  tableSize: number;
  deadlineDays: number;
  seasonDays: number;
  graceDays: number;
  divisionSize: number;
  /** the running season, or null */
  season: { number: number; startedAt: Date; endsAt: Date; closesBy: Date } | null;
  /** when no season runs: when the next one starts (null: nobody has joined yet) */
  nextSeasonAt: Date | null;
  divisions: LeagueDivision[];
  /** the last finished season: who went up and who went down */
  lastSeason: { number: number; finishedAt: Date; moves: LeagueMove[] } | null;
  viewer: { member: boolean; division: number | null; playing: boolean; canJoin: boolean; canLeave: boolean };
}
