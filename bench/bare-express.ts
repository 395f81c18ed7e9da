/**
 * The yardstick of the move loop (bench/move-loop.ts, issue 30): a bare Express app that answers
 * the same requests as the site with answers the site gave — a read of a game, a step of a move,
 * a move's POST (its JSON body parsed as the site parses it), each answer sent with res.json as
 * any Express app sends JSON — and does nothing else: no session, no database, no rules. Run in its own process: `BARE_TRACES=<file> PORT=<port> tsx bench/bare-express.ts`.
 */
import express from 'express';
import { readFileSync } from 'node:fs';
import type { RoundTrace } from './players';

const traces = JSON.parse(readFileSync(process.env.BARE_TRACES!, 'utf8')) as RoundTrace[];
const parse = (text: string) => JSON.parse(text) as unknown;
const reads = traces.map((t) => parse(t.read));
const steps = traces.flatMap((t) => t.steps.map(parse));
const answers = traces.map((t) => parse(t.answer));
let n = 0;
const next = (list: unknown[]) => list[n++ % list.length];

const app = express();
app.use(express.json({ limit: '16kb' }));
app.get('/api/games/:id', (req, res) => {
  res.json(req.query.p !== undefined && steps.length ? next(steps) : next(reads));
});
app.post('/api/games/:id/moves', (req, res) => {
  if (typeof req.body !== 'object' || req.body === null) {
    res.status(400).end();
    return;
  }
  res.status(201).json(next(answers));
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
