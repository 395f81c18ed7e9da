/**
 * The tournament pages (issue 35): the list per game (open for sign-up, running, finished), the
 * new-tournament form, a tournament's page (players, rounds with their tables and games, the
 * standings after every round, the final placing) with the viewer's buttons, and the page that
 * explains the three formats. Thin: every read and change is the tournament service's
 * (src/services/tournaments/); a refused action answers with a clear 4xx and a link back.
 */
import { optionsFromForm } from './support/game-options';
import { Router, type Request, type Response } from 'express';
import { msg, type Text } from '../engine/text';
import type { Services } from '../services';
import { allGames, findGame } from '../games/registry';
import { requireUser, userOf } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { TOURNAMENT_DEADLINE_DAYS } from '../services/tournaments/input';
import type { TournamentPage, TournamentStatus } from '../services/tournaments/types';
import { localMoment, pointsOf, shownSeedRating, summaryRow, tableSizeChoices } from './support/tournament-view';

const LISTED: TournamentStatus[] = ['SIGNUP', 'RUNNING', 'FINISHED'];
const FORMATS = ['groups', 'swiss', 'roundRobin'] as const;

export function tournamentsRoutes(s: Services): Router {
  const r = Router();

  // `?game=<id>`: only that game's tournaments.
  r.get('/tournaments', async (req, res) => {
    const game = findGame(String(req.query.game ?? ''))?.meta.id;
    const [open, running, finished] = await Promise.all(LISTED.map((status) => s.tournaments.list({ gameType: game, status })));
    res.renderPage('tournaments', {
      title: msg('site.tournaments.title'),
      games: allGames().map((m) => ({ id: m.meta.id, title: m.meta.title, chosen: m.meta.id === game })),
      game,
      open: open.map(summaryRow),
      running: running.map(summaryRow),
      finished: finished.map(summaryRow),
      // the list follows the lobby's changes (a round's games started) as the lobby does
      liveSwap: 'main',
    });
  });

  r.get('/tournaments/formats', (_req, res) => {
    res.renderPage('tournament-formats', { title: msg('site.tournaments.formats.title') });
  });

  r.get('/tournaments/new', requireUser, (req, res) => {
    res.renderPage('tournament-new', newForm(String(req.query.game ?? ''), {}));
  });

  r.post('/tournaments', requireUser, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const mod = findGame(String(body.gameType ?? ''));
    try {
      const id = await s.tournaments.create(userOf(req).id, createInput(body, req));
      res.redirect(303, `/tournaments/${id}`);
    } catch (err) {
      // the form again with its error (a client asking for JSON gets the error as JSON)
      if (!(err instanceof HttpError) || !mod || req.accepts(['html', 'json']) === 'json') throw err;
      res.status(err.status).renderPage('tournament-new', { ...newForm(mod.meta.id, body), error: err.text });
    }
  });

  r.get('/tournaments/:id', async (req, res) => {
    const id = tournamentId(req);
    const page = await s.tournaments.page(id, req.user?.id);
    res.renderPage('tournament', {
      title: msg('site.tournaments.pageTitle', { name: page.summary.name }),
      ...pageModel(page, req.user?.id),
      // it redraws itself when a round starts, a game ends, or its players or places change
      liveStream: `/tournaments/${id}/events`,
      liveSwap: 'main',
    });
  });

  const action = (fn: (id: number, userId: number, body: Record<string, unknown>) => Promise<unknown>) => async (req: Request, res: Response) => {
    const id = tournamentId(req);
    try {
      await fn(id, userOf(req).id, (req.body ?? {}) as Record<string, unknown>);
    } catch (err) {
      // the error page links back to the tournament
      if (err instanceof HttpError && !err.backTo) throw new HttpError(err.status, err.text, err.code, `/tournaments/${id}`);
      throw err;
    }
    res.redirect(303, `/tournaments/${id}`);
  };
  r.post('/tournaments/:id/join', requireUser, action((t, u) => s.tournaments.join(t, u)));
  r.post('/tournaments/:id/leave', requireUser, action((t, u) => s.tournaments.leave(t, u)));
  r.post('/tournaments/:id/start', requireUser, action((t, u) => s.tournaments.start(t, u)));
  r.post('/tournaments/:id/withdraw', requireUser, action((t, u) => s.tournaments.withdraw(t, u)));
  r.post('/tournaments/:id/invite', requireUser, action((t, u, b) => s.tournaments.invite(t, u, b)));
  r.post('/tournaments/:id/feature', requireUser, action((t, u, b) => s.tournaments.feature(t, u, b.on === 'true' || b.on === 'on' || b.on === true)));
  return r;
}

/** The tournament's id from the path, or a 404 that says there is no such tournament. */
function tournamentId(req: Request): number {
  const raw = String(req.params.id);
  if (!/^\d{1,9}$/.test(raw) || Number(raw) <= 0) throw notFound(msg('site.tournament.error.none'));
  return Number(raw);
}

/** The form's fields as the service reads them: the game's own option fields, numbers, check boxes. */
function createInput(body: Record<string, unknown>, req: Request): Record<string, unknown> {
  const mod = findGame(String(body.gameType ?? ''));
  const options = optionsFromForm(mod, body);
  const num = (v: unknown) => (v === undefined || v === '' ? undefined : Number(v));
  const on = (v: unknown) => v === 'on' || v === 'true' || v === true;
  const invite = String(body.invite ?? '')
    .split(/[\s,;]+/)
    .map((x) => x.trim())
    .filter(Boolean);
  return {
    name: typeof body.name === 'string' ? body.name.trim() : body.name,
    gameType: body.gameType,
    options,
    tableSize: num(body.tableSize),
    format: body.format,
    rounds: body.format === 'swiss' ? num(body.rounds) : undefined,
    deadlineDays: num(body.deadlineDays),
    signupClosesAt: localMoment(body.signupClosesAt, req.timeZone),
    inviteOnly: on(body.inviteOnly),
    invite,
    minPlayers: num(body.minPlayers),
    maxPlayers: num(body.maxPlayers),
    rated: on(body.rated),
    timeouts: body.timeouts,
  };
}

/** The new-tournament form for a game (the first one when unknown), with the values sent back after an error. */
function newForm(gameId: string, sent: Record<string, unknown>) {
  const chosen = (findGame(gameId) ?? allGames()[0]).meta;
  const str = (k: string, d = '') => (typeof sent[k] === 'string' ? (sent[k] as string) : d);
  const tableSize = Number(sent.tableSize) || chosen.maxSeats;
  const format = FORMATS.includes(sent.format as never) ? (sent.format as string) : 'groups';
  const days = Number(sent.deadlineDays ?? TOURNAMENT_DEADLINE_DAYS);
  return {
    title: msg('site.tournaments.new.title'),
    games: allGames().map((m) => m.meta),
    chosen,
    tableSizes: tableSizeChoices(chosen).map((n) => ({ value: n, selected: n === tableSize })),
    formats: FORMATS.map((f) => ({ value: f, label: `site.tournaments.format.${f}`, selected: f === format })),
    deadlineChoices: [0, 1, 2, 3, 4, 5, 7, 10, 14, 21, 30].map((d) => ({ value: d, selected: d === days })),
    timeoutChoices: ['forfeit', 'robot'].map((v) => ({ value: v, label: `site.tournaments.timeouts.${v}`, selected: v === (sent.timeouts ?? 'forfeit') })),
    values: {
      name: str('name'),
      rounds: str('rounds'),
      minPlayers: str('minPlayers', String(Math.min(4, chosen.maxSeats * 2))),
      maxPlayers: str('maxPlayers', '36'),
      signupClosesAt: str('signupClosesAt'),
      invite: str('invite'),
      inviteOnly: sent.inviteOnly === 'on',
      rated: sent.rated === undefined ? true : sent.rated === 'on',
    },
  };
}

/** What the tournament's page shows, from the service's read. */
function pageModel(page: TournamentPage, viewerId: number | undefined) {
  const sum = summaryRow(page.summary);
  const mod = findGame(page.summary.gameType);
  // the options as the new-game form names them (the chosen choice's words, or "on")
  const options = (mod?.meta.optionFields ?? []).flatMap((f): { label: Text; value: Text | null }[] => {
    const v = page.options[f.key];
    if (f.kind === 'boolean') return v === true ? [{ label: f.label, value: null }] : [];
    const choice = f.choices?.find((c) => c.value === v);
    return choice ? [{ label: f.label, value: choice.label }] : [];
  });
  const withdrawn = new Set(page.players.filter((p) => p.withdrawn).map((p) => p.userId));
  const groups = page.summary.format === 'groups';
  const rounds = [...page.rounds].reverse().map((round) => {
    // groups then final: who went on (seated in the next round, or its bye) and who went out; the final is one table without byes
    const next = page.rounds.find((x) => x.round === round.round + 1);
    const seatedNext = (p: { userId: number; username: string }) => !!next && (next.tables.some((t) => t.players.some((q) => q.userId === p.userId)) || next.byes.includes(p.username));
    const nextIsFinal = !!next && next.tables.length === 1 && next.byes.length === 0;
    return {
      round: round.round,
      current: round.round === page.summary.currentRound && page.summary.status === 'RUNNING',
      groups,
      final: groups && round.tables.length === 1 && round.byes.length === 0,
      goingOn: groups && !(round.tables.length === 1 && round.byes.length === 0) ? Math.ceil(page.summary.tableSize / 2) : null,
      tables: round.tables.map((t) => ({
        ...t,
        // a finished table lists its players by place (ties in seat order), a running one in seat order
        players: (t.status === 'FINISHED' ? [...t.players].sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity)) : t.players).map((p) => ({
          ...p,
          wentOn: groups && !!next && seatedNext(p) ? { round: next.round, final: nextIsFinal } : null,
          wentOut: groups && !!next && !seatedNext(p),
          // his seat is the robot's from his withdrawal on
          withdrawn: withdrawn.has(p.userId),
          robotPlays: withdrawn.has(p.userId) && t.status === 'ACTIVE',
        })),
        number: t.index + 1,
        finished: t.status === 'FINISHED',
        running: t.status === 'ACTIVE',
        mine: viewerId !== undefined && t.players.some((p) => p.userId === viewerId),
      })),
      byes: round.byes,
      standings: round.standings.map((st) => ({ ...st, points: pointsOf(st.points), buchholz: pointsOf(st.buchholz), me: st.id === viewerId, withdrawn: withdrawn.has(st.id) })),
    };
  });
  const lastStandings = page.rounds[page.rounds.length - 1]?.standings ?? [];
  const myTable = rounds.find((x) => x.current)?.tables.find((t) => t.mine && t.running) ?? null;
  return {
    tour: sum,
    organiserId: page.organiserId,
    options,
    players: page.players.map((p) => ({ ...p, seedRating: shownSeedRating(p.seedRating), me: p.userId === viewerId })),
    rounds,
    // groups then final: the round each player went out in, from the last round's standings
    final: page.final?.map((f) => ({ ...f, me: f.userId === viewerId, out: groups ? (lastStandings.find((x) => x.id === f.userId)?.out ?? null) : null })) ?? null,
    groups,
    viewer: page.viewer,
    myTable,
    spots: Math.max(0, page.summary.maxPlayers - page.summary.players),
  };
}
