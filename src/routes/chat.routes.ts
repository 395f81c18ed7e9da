/**
 * A game's chat and notes: writing (form and JSON), the whole chat a page at a time, reporting a
 * message, the player's private notes. Forms answer with a redirect back to the game's chat.
 */
import { msg } from '../engine/text';
import { Router } from 'express';
import type { Services } from '../services';
import { idParam, requireUser, userOf } from '../http/auth';
import { withBackLink } from '../http/errors';
import { parseInput, requireJson } from '../http/validate';
import { z } from 'zod';

const ChatPage = z.object({ before: z.coerce.number().int().min(1).max(2 ** 31 - 1).optional() });

export function chatRoutes(s: Services): Router {
  const r = Router();
  const back = (id: number, anchor: string) => `/games/${id}#${anchor}`;

  r.post('/games/:id/chat', requireUser, async (req, res) => {
    const id = idParam(req);
    await withBackLink(id, () => s.chat.post(id, userOf(req).id, req.body ?? {}));
    res.redirect(303, back(id, 'chat'));
  });

  r.post('/api/games/:id/chat', requireUser, requireJson, async (req, res) => {
    const { id } = await s.chat.post(idParam(req), userOf(req).id, req.body ?? {});
    res.status(201).json({ ok: true, id });
  });

  r.get('/games/:id/chat', async (req, res) => {
    const id = idParam(req);
    const { before } = parseInput(ChatPage, req.query, msg('site.input.page'));
    const page = await withBackLink(id, () => s.chat.page(id, req.user?.id, before));
    res.renderPage('chat', { title: msg('site.chat.title', { id }), gameId: id, lines: page.lines, older: page.older });
  });

  r.post('/games/:id/chat/:message/report', requireUser, async (req, res) => {
    const id = idParam(req);
    const message = idParam(req, 'message');
    const { first } = await withBackLink(id, () => s.chat.report(id, message, userOf(req).id, req.body ?? {}));
    res.renderPage('message', {
      title: msg('site.chat.reported'),
      heading: msg('site.chat.reported'),
      text: msg(first ? 'site.chat.reportedText' : 'site.chat.reportedAgain'),
      link: { href: `/games/${id}#chat`, label: msg('site.chat.backToGame') },
    });
  });

  r.post('/games/:id/notes', requireUser, async (req, res) => {
    const id = idParam(req);
    await withBackLink(id, () => s.chat.saveNote(id, userOf(req).id, req.body ?? {}));
    res.redirect(303, back(id, 'notes'));
  });
  return r;
}
