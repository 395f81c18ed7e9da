/** What a tournament is made of, as its organiser's form (or the API) sends it. */
import { z } from 'zod';
import { NameField } from '../people/user.service';

/** A checkbox ("on") or a boolean; absent: false, as every checkbox of the site. */
const Checkbox = z.union([z.boolean(), z.string()]).optional().transform((v) => v === true || v === 'on' || v === 'true');

/** A field of names (comma or space separated), or several fields. */
export const NamesField = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => [...new Set((Array.isArray(v) ? v : [v ?? '']).flatMap((x) => x.split(/[\s,]+/)).map((s) => s.trim()).filter(Boolean))])
  .pipe(z.array(NameField).max(64));

/** The most players a tournament takes (a round robin takes fewer: src/tournaments/round-robin.ts). */
export const MAX_PLAYERS = 256;
/** The time per move of a tournament's games unless the organiser chooses another. */
export const TOURNAMENT_DEADLINE_DAYS = 3;

export const CreateTournamentInput = z.object({
  name: z.string().trim().min(3, 'site.tournament.error.nameLength').max(80, 'site.tournament.error.nameLength'),
  gameType: z.string().min(1, 'site.error.chooseGame').max(32),
  options: z.record(z.string(), z.unknown()).default({}),
  tableSize: z.coerce.number({ error: 'site.error.seatsNumber' }).int(),
  format: z.enum(['groups', 'swiss', 'roundRobin'], { error: 'site.tournament.error.format' }),
  /** Swiss: the number of rounds (empty: the format's default) */
  rounds: z
    .union([z.literal(''), z.coerce.number().int().min(1, 'site.tournament.error.rounds').max(20, 'site.tournament.error.rounds')])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  inviteOnly: Checkbox,
  invite: NamesField,
  minPlayers: z.coerce.number({ error: 'site.tournament.error.players' }).int().min(2, 'site.tournament.error.players').max(MAX_PLAYERS, 'site.tournament.error.players'),
  maxPlayers: z.coerce.number({ error: 'site.tournament.error.players' }).int().min(2, 'site.tournament.error.players').max(MAX_PLAYERS, 'site.tournament.error.players'),
  rated: Checkbox,
  /** what a seat whose time runs out does (docs/tournaments.md, "Timeouts"); absent: forfeit */
  timeouts: z.enum(['forfeit', 'robot'], { error: 'site.tournament.error.timeouts' }).default('forfeit'),
  /** time per move in days; 0: none */
  deadlineDays: z.coerce
    .number({ error: 'site.error.deadlineNumber' })
    .int()
    .min(0, 'site.error.deadlineRange')
    .max(30, 'site.error.deadlineRange')
    .default(TOURNAMENT_DEADLINE_DAYS),
  /** when the sign-up closes (an ISO time, or a form's datetime-local value in UTC); empty: the organiser starts it */
  signupClosesAt: z
    .union([z.literal(''), z.coerce.date({ error: 'site.tournament.error.closesAt' })])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
});
export type CreateTournament = z.infer<typeof CreateTournamentInput>;

export const InviteInput = z.object({ invite: NamesField });
