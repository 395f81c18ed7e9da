/**
 * Server-Sent Events for pages that update themselves (public/live.js):
 * - GET /games/:id/events: `game {seq}` whenever the game changes (and once at the start, so a
 *   reconnecting page catches up), and for a signed-in player `turns {count}`, the games waiting
 *   for him;
 * - GET /me/events: `turns {count}` and `lobby {}` (the lobby's lists changed), for the lobby and
 *   every other page's header;
 * - GET /tournaments/:id/events: `turns`, and `lobby {}` when the tournament's page changed (a
 *   round started, one of its games ended, its players, status or places changed);
 * - GET /leagues/:game/events: `turns`, and `lobby {}` when the league's page changed (a game of
 *   its running season ended, a season ended or started, its members or divisions changed).
 * The changes come from PostgreSQL (src/live/hub.ts), so moves made by other web processes and
 * by the job worker arrive too. A player with an open stream on his game counts as watching it
 * live (seats.live_until, src/live/presence.ts), which holds back his "your turn" and "has started"
 * mails.
 *
 * A client holds at most LIVE_STREAMS_PER_SESSION streams per browser session and
 * LIVE_STREAMS_PER_ADDRESS per address, counted across every web process (src/live/stream-slots.ts;
 * 429 over them), and a stream ends after LIVE_STREAM_MAX_SECONDS: the page's EventSource
 * reconnects by itself (the stream's `retry`) and catches up, a client that does not goes.
 */
import { Router, Request, Response } from 'express';
import type { Services } from '../services';
import { idParam } from '../http/auth';
import { notFound } from '../http/errors';
import { msg, type Text } from '../engine/text';
import { findGame } from '../games/registry';
import { loadGame } from '../services/playing/game-record';
import type { LiveEvent } from '../live/hub';
import { HEARTBEAT_MS, watchingUntil } from '../live/presence';
import { StreamSlots } from '../live/stream-slots';
import { addressOf } from '../http/rate-limits';

export function liveRoutes(s: Services): Router {
  const r = Router();
  const c = s.config;
  const slots = new StreamSlots(s.db, c.RATE_LIMITS ? { perSession: c.LIVE_STREAMS_PER_SESSION, perAddress: c.LIVE_STREAMS_PER_ADDRESS } : null);
  // The browser session: its CSRF token is a keyed hash of the session, or of the visitor cookie
  // of a reader not signed in (a client without cookies is a new one each time: its address counts).
  const place = (req: Request) => slots.take(addressOf(req), req.csrfToken);

  r.get('/games/:id/events', async (req, res) => {
    const id = idParam(req);
    const game = await loadGame(s.db, id);
    const userId = req.user?.id;
    const playing = userId !== undefined && game.seats.some((x) => x.userId === userId && x.kind === 'HUMAN');
    // In the waiting room a reader may take a seat while his stream stays open (the page swaps
    // itself): his seat is marked from then on, and at every change of the game (a join, the start).
    const waiting = userId !== undefined && game.status === 'OPEN';
    const present = playing || waiting ? () => s.db.seat.updateMany({ where: { gameId: id, userId }, data: { liveUntil: watchingUntil(s.clock.now()) } }) : null;
    const release = await place(req);
    await stream(req, res, s, release, { game: id, user: userId }, {
      start: async (send) => {
        send('game', { seq: game.seq });
        await present?.();
      },
      heartbeat: async () => {
        await present?.();
      },
      changed: waiting ? async () => void (await present?.()) : undefined,
      resync: async (send) => {
        const now = await s.db.game.findUnique({ where: { id }, select: { seq: true } });
        if (now) send('game', { seq: now.seq });
      },
    });
  });

  // A tournament's page (it swaps `main`, as the lobby): `lobby {}` when a round starts (the
  // lobby's change), when one of its games ends (each game followed), and when its players,
  // status or places change (looked at again at every heartbeat and reconnect).
  r.get('/tournaments/:id/events', async (req, res) => {
    const id = idParam(req);
    await following(req, res, msg('site.tournament.error.none'), () => s.tournaments.liveMark(id));
  });

  // A league's page (it swaps `main`): `lobby {}` when a game of its running season ends (each
  // followed), and when its members, their divisions or its seasons change (a season ends or
  // starts; looked at again at every heartbeat and reconnect). A move changes nothing the page
  // shows: the look it causes finds the page as it was and sends nothing.
  r.get('/leagues/:game/events', async (req, res) => {
    const mod = findGame(String(req.params.game));
    await following(req, res, msg('site.error.noSuchGameType', { name: String(req.params.game).slice(0, 40) }), async () => (mod ? s.leagues.liveMark(mod.meta.id) : null));
  });

  /**
   * The stream of a page that follows games (a tournament's, a league's): `lobby {}` whenever
   * what `look` sees changed (its `mark`). Looked at again when one of the games it names
   * changes (one look a second at most), at every heartbeat and reconnect. A 404 (`none`) when
   * the first look finds nothing.
   */
  const following = async (req: Request, res: Response, none: Text, look: () => Promise<{ games: number[]; mark: string } | null>): Promise<void> => {
    const first = await look();
    if (!first) throw notFound(none);
    let mark = first.mark;
    let ended = false;
    const followed = new Map<number, () => void>();
    let tell: Send = () => undefined;
    const again = async (): Promise<void> => {
      if (ended) return;
      const now = await look();
      if (!now || ended) return;
      for (const g of now.games) {
        if (followed.has(g)) continue;
        // taken before the wait, so that two looks at once follow a game once
        followed.set(g, () => undefined);
        const off = await s.live.subscribe({ game: g, onClose: () => undefined }, (e) => void (e.kind === 'game' && soon()));
        if (ended) off();
        else followed.set(g, off);
      }
      if (now.mark !== mark) {
        mark = now.mark;
        tell('lobby', {});
        // What follows a change comes within moments (the worker seats the next round or stores
        // the places after the last game's end): one more look soon.
        setTimeout(() => void again().catch(() => undefined), 3000).unref();
      }
    };
    // A game's moves come quickly: one look a second at most.
    let queued = false;
    const soon = () => {
      if (queued) return;
      queued = true;
      setTimeout(() => {
        queued = false;
        again().catch(() => undefined);
      }, 1000).unref();
    };
    const release = await place(req);
    await stream(req, res, s, release, { user: req.user?.id, lobby: true }, {
      start: async (send) => {
        tell = send;
        await again();
      },
      heartbeat: again,
      resync: async () => again(),
      closed: () => {
        ended = true;
        for (const off of followed.values()) off();
      },
    });
  };

  r.get('/me/events', async (req, res) => {
    const release = await place(req);
    await stream(req, res, s, release, { user: req.user?.id, lobby: true }, {});
  });

  return r;
}

type Send = (event: string, data: unknown) => void;

interface StreamHooks {
  start?: (send: Send) => Promise<void>;
  heartbeat?: () => Promise<void>;
  resync?: (send: Send) => Promise<void>;
  /** the stream's game changed */
  changed?: () => Promise<void>;
  /** the stream ended */
  closed?: () => void;
}

/**
 * Opens an event stream on the hub; the player's waiting count comes with it. `release` gives its
 * place back (src/live/stream-slots.ts) when it ends.
 */
async function stream(req: Request, res: Response, s: Services, release: () => void, on: { game?: number; user?: number; lobby?: boolean }, hooks: StreamHooks): Promise<void> {
  res.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    'X-Accel-Buffering': 'no',
    Connection: 'keep-alive',
  });
  res.flushHeaders();
  let open = true;
  const send: Send = (event, data) => {
    if (open) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const fail = () => {
    // A failing query (the database is away): the page reconnects later.
    if (open) res.end();
  };
  const userId = on.user;
  // The waiting count, at most once per 300 ms however many changes come in.
  let countTimer: NodeJS.Timeout | null = null;
  const sendCount = () => {
    if (userId === undefined || countTimer) return;
    countTimer = setTimeout(() => {
      countTimer = null;
      s.lists.waiting(userId).then((w) => send('turns', { count: w.length, next: w[0]?.id ?? null }), fail);
    }, 300);
  };
  res.write('retry: 2000\n\n');
  const onEvent = (e: LiveEvent) => {
    if (e.kind === 'game' && e.game === on.game) {
      send('game', { seq: e.seq });
      hooks.changed?.().catch(fail);
    }
    else if (e.kind === 'user') sendCount();
    else if (e.kind === 'lobby') send('lobby', {});
    else if (e.kind === 'resync') {
      hooks.resync?.(send).catch(fail);
      sendCount();
      if (on.lobby) send('lobby', {});
    }
  };
  const heartbeat = setInterval(() => {
    if (!open) return;
    res.write(': ping\n\n');
    hooks.heartbeat?.().catch(fail);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  // The end of a stream's life (a little before, at random, so that streams opened together do
  // not all come back together).
  const lifetime = setTimeout(() => close(), s.config.LIVE_STREAM_MAX_SECONDS * 1000 * (1 - Math.random() * 0.1));
  lifetime.unref();
  let unsubscribe: () => void = () => undefined;
  const close = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    if (countTimer) clearTimeout(countTimer);
    unsubscribe();
    hooks.closed?.();
    release();
    res.end();
  };
  req.on('close', close);
  res.on('close', close);
  // The client may have gone while its place was taken: nobody would say so any more.
  if (req.destroyed || res.destroyed) close();
  try {
    unsubscribe = await s.live.subscribe({ ...on, onClose: close }, onEvent);
  } catch {
    close();
    return;
  }
  if (!open) {
    unsubscribe();
    return;
  }
  await hooks.start?.(send).catch(fail);
  if (userId !== undefined) {
    const w = await s.lists.waiting(userId).catch(() => null);
    if (w) send('turns', { count: w.length, next: w[0]?.id ?? null });
  }
}
