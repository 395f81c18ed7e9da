import type { Format, Standing } from '../../tournaments';
export type TournamentStatus = 'SIGNUP' | 'RUNNING' | 'FINISHED' | 'CANCELLED';
export interface TournamentSummary {
  id: number; name: string; gameType: string; format: Format; tableSize: number; status: TournamentStatus;
  players: number; minPlayers: number; maxPlayers: number; signupClosesAt: Date | null;
  currentRound: number; plannedRounds: number; featured: boolean; inviteOnly: boolean; rated: boolean;
  deadlineDays: number | null; organiser: string; createdAt: Date;
  /** a timed-out seat: the robot plays on and he ranks last (forfeit), or the robot plays for him and its result counts (robot) */
  timeouts: 'forfeit' | 'robot';
}
export interface TournamentPlayerRow { userId: number; username: string; seedRating: number; withdrawn: boolean; place: number | null }
export interface TournamentTableRow { index: number; gameId: number; status: 'ACTIVE' | 'FINISHED' | string; players: { userId: number; username: string; rank: number | null }[] }
export interface TournamentRoundRow { round: number; tables: TournamentTableRow[]; byes: string[]; standings: (Standing & { username: string })[] /* after this round; empty while it runs */ }
export interface ViewerRights { joined: boolean; invited: boolean; canJoin: boolean; canLeave: boolean; canStart: boolean; canWithdraw: boolean; canFeature: boolean; canInvite: boolean }
export interface TournamentPage {
  summary: TournamentSummary; options: Record<string, unknown>; organiserId: number;
  players: TournamentPlayerRow[]; rounds: TournamentRoundRow[];
  final: { place: number; username: string; userId: number }[] | null;
  viewer: ViewerRights;
}
