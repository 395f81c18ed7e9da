/**
 * Server-Sent Events for pages that update themselves (public/live.js):
 * - GET /games/:id/events: `game {seq}` whenever the game changes (and once at the start, so a
 *   reconnecting page catches up), and for a signed-in player `turns {count}`, the games waiting
 *   for him;
 * - GET /me/events: `turns {count}` and `lobby {}` (the lobby's lists changed), for the lobby and
 *   every other page's header.
 * The changes come from PostgreSQL (src/live/hub.ts), so moves made by other web processes and
 * by the job worker arrive too. A player with an open stream on his game counts as watching it
 * live (seats.live_until, src/live/presence.ts), which holds back his "your turn" and "has started"
 * mails.
 */
import { Router, Request, Response } from 'express';
import type { Services } from '../services';
import { idParam } from '../http/auth';
import { loadGame } from '../services/game-record';
import type { LiveEvent } from '../live/hub';
import { HEARTBEAT_MS, watchingUntil } from '../live/presence';

export function liveRoutes(s: Services): Router {
  const r = Router();

  r.get('/games/:id/events', async (req, res) => {
    const id = idParam(req);
    const game = await loadGame(s.db, id);
    const userId = req.user?.id;
    const playing = userId !== undefined && game.seats.some((x) => x.userId === userId && x.kind === 'HUMAN');
    // In the waiting room a reader may take a seat while his stream stays open (the page swaps
    // itself): his seat is marked from then on, and at every change of the game (a join, the start).
    const waiting = userId !== undefined && game.status === 'OPEN';
    const present = playing || waiting ? () => s.db.seat.updateMany({ where: { gameId: id, userId }, data: { liveUntil: watchingUntil(s.clock.now()) } }) : null;
    await stream(req, res, s, { game: id, user: userId }, {
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

  r.get('/me/events', async (req, res) => {
    await stream(req, res, s, { user: req.user?.id, lobby: true }, {});
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
}

/** Opens an event stream on the hub; the player's waiting count comes with it. */
async function stream(req: Request, res: Response, s: Services, on: { game?: number; user?: number; lobby?: boolean }, hooks: StreamHooks): Promise<void> {
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
  let unsubscribe: () => void = () => undefined;
  const close = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    if (countTimer) clearTimeout(countTimer);
    unsubscribe();
    res.end();
  };
  req.on('close', close);
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
