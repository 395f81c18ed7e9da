/**
 * Chariot Race through the site: a game with options from the lobby form, the robot driving its
 * chariots, a human turn step by step through the API (repair/roll, dice, drive signs, path,
 * attacks), the take-back within the turn back to the last roll, bad inputs of every kind (each a
 * clear 4xx that changes nothing), a move by form POST without JavaScript, the rules page, and
 * the cached state equal to the replay of the log.
 */
import request from 'supertest';
import { apiGame, createGameByForm, gameSnapshot, Player, postJson, TestSite, siteForFile } from '../../support/app';
import { replay } from '../../../src/engine/replay';
import { stateHash } from '../../../src/engine/canonical';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { chariotRaceModule as mod } from '../../../src/games/chariot-race';
import type { ChariotMove, ChariotState } from '../../../src/games/chariot-race/rules/state';
import { liveMoves } from '../../../src/services/playing/game-log';
import { choicesOf, readyMoves, type ApiMoves } from '../../support/api-moves';

let site: TestSite;
let anna: Player;
let ben: Player;

siteForFile(['Anna', 'Ben'], (...made) => ([site, anna, ben] = made));

interface ApiGame {
  game: { id: number; status: string; seq: number; seats: { seat: number; kind: string; toAct: boolean }[]; options: Record<string, unknown> };
  you: number | null;
  view: { turn: { step: string; chariot: number } | null; chariots: { seat: number }[]; phase: string };
  moves: ApiMoves | null;
  canTakeBack: boolean;
  log: { seq: number; text: string }[];
}

const api = (p: Player, id: number, query = '') => apiGame<ApiGame>(p, id, query);
const post = postJson;
const createGame = (p: Player, fields: Record<string, string>) => createGameByForm(p, { gameType: 'chariot-race', seats: '2', ...fields });

async function stateOf(id: number): Promise<ChariotState> {
  return (await site.services.db.game.findUniqueOrThrow({ where: { id } })).state as unknown as ChariotState;
}

const snapshot = (id: number) => gameSnapshot(site, id);

/** The player whose turn it is (Anna or Ben). */
async function mover(id: number): Promise<Player> {
  const g = await api(anna, id);
  return g.game.seats.find((s) => s.toAct)!.seat === 0 ? anna : ben;
}

/** Plays the robot's choice for whoever acts until `until` holds (or the game ends). */
async function playUntil(id: number, until: (s: ChariotState) => boolean, max = 400): Promise<void> {
  const rnd = new Prng(seedPrng(id));
  for (let i = 0; i < max; i++) {
    const s = await stateOf(id);
    if (s.phase === 'finished' || until(s)) return;
    const p = await mover(id);
    const g = await api(p, id);
    const move = mod.robotMove(s, g.you!, rnd);
    await post(p, `/api/games/${id}/moves`, { seq: g.game.seq, move }).expect(201);
  }
  throw new Error('playUntil: not reached');
}

describe('a game from the lobby', () => {
  it('takes the options of the form (select and checkboxes) and starts with two chariots per player', async () => {
    const id = await createGame(anna, { opt_track: 'BA', opt_noDamageAfterFinish: 'on', invite: 'Ben' });
    await ben.agent.post(`/games/${id}/join`).type('form').send({ _csrf: ben.csrf }).expect(303);
    const g = await api(anna, id);
    expect(g.game.status).toBe('ACTIVE');
    expect(g.game.options).toEqual({ track: 'BA', noDamageAfterFinish: true, alternativeChariots: false });
    expect(g.view.chariots.map((c) => c.seat).sort()).toEqual([0, 0, 1, 1]);
    const page = await anna.agent.get(`/games/${id}`).expect(200);
    expect(page.text).toContain('<svg class="cr-arena cr-landscape"');
    expect(page.text).toContain('Track B/A');
    // A German reader reads the board in German.
    const german = await anna.agent.get(`/games/${id}`).set('Accept-Language', 'de').expect(200);
    expect(german.text).toContain('Parcours B/A');
    expect(german.text).toContain('Kein Schaden hinter der Ziellinie');
    expect(german.text).toContain('Streitwagentafeln');
  });

  it('refuses a bad track choice and too many seats', async () => {
    const before = await site.services.db.game.count();
    await anna.agent.post('/games').type('form').send({ _csrf: anna.csrf, gameType: 'chariot-race', seats: '2', opt_track: 'CC' }).expect(400);
    await anna.agent.post('/games').type('form').send({ _csrf: anna.csrf, gameType: 'chariot-race', seats: '7' }).expect(400);
    expect(await site.services.db.game.count()).toBe(before);
  });

  it('robots drive their chariots until a human must act', async () => {
    const id = await createGame(anna, { seats: '3', robots: '2', opt_alternativeChariots: 'on' });
    const s = await stateOf(id);
    // The robots picked their boards (and placed and drove) until it was Anna's turn.
    expect(mod.toAct(s)).toEqual([0]);
    const g = await api(anna, id);
    expect(choicesOf(g.moves).length).toBeGreaterThan(0);
    expect(choicesOf(g.moves).every((c) => c.label.length > 0)).toBe(true);
  });
});

describe("a human turn step by step, with take-backs and bad inputs", () => {
  let id: number;
  beforeAll(async () => {
    id = await createGame(anna, { invite: 'Ben' });
    await ben.agent.post(`/games/${id}/join`).type('form').send({ _csrf: ben.csrf }).expect(303);
  });

  it('roll (randomness: no take-back), keep, drive signs, path: each step listed, the last roll the limit of take-backs', async () => {
    // Bring a turn to the dice step with drive faces: roll (and keep rolling new turns) until one.
    await playUntil(id, (s) => s.turn?.step === 'start');
    const p = await mover(id);
    let g = await api(p, id);
    expect((readyMoves(g) as ChariotMove[]).map((m) => m.type)).toContain('roll');
    await post(p, `/api/games/${id}/moves`, { seq: g.game.seq, move: { type: 'roll' } }).expect(201);
    g = await api(p, id);
    expect(g.canTakeBack).toBe(false); // nothing random is ever undone
    expect(g.view.turn!.step).toBe('dice');
    const moves = readyMoves(g) as ChariotMove[];
    expect(moves).toContainEqual({ type: 'keep' });
    expect(moves.some((m) => m.type === 'reroll')).toBe(true);
    // The reroll says it is free, and its odds (a percentage and what a failure costs) follow.
    expect(choicesOf(g.moves).find((c) => (c.move as ChariotMove | undefined)?.type === 'reroll')!.label).toMatch(/^Reroll .*\(free\).*%/);
    // Keep: deterministic, so it may be taken back while the turn goes on.
    const atDice = await snapshot(id);
    const chariot = (await stateOf(id)).turn!.chariot;
    await post(p, `/api/games/${id}/moves`, { seq: g.game.seq, move: { type: 'keep' } }).expect(201);
    g = await api(p, id);
    const st = await stateOf(id);
    if (st.turn && st.turn.chariot === chariot) {
      expect(g.canTakeBack).toBe(true);
      await post(p, `/api/games/${id}/undo`, { seq: g.game.seq }).expect(200);
      expect((await snapshot(id)).state).toBe(atDice.state);
      const again = await api(p, id);
      expect(again.canTakeBack).toBe(false); // back at the last roll: no further
      expect(again.log[0].text).toMatch(/^You took back: /);
    } else {
      expect(g.canTakeBack).toBe(false); // the keep ended the turn
    }
  });

  it('a path, the attacks and the end of the turn; the path and attack labels tell the costs', async () => {
    await playUntil(id, (s) => s.turn?.step === 'path' && mod.legalMoves(s, mod.toAct(s)[0]).length > 1);
    const p = await mover(id);
    const g = await api(p, id);
    // Every path's words, one step at a time: the end field, then (where ways differ) the way.
    const paths: { move: ChariotMove; label: string }[] = [];
    const collect = async (m: ApiMoves | null) => {
      for (const c of choicesOf(m)) {
        if (c.move !== undefined) paths.push({ move: c.move as ChariotMove, label: c.title ?? c.label });
        else await collect((await api(p, id, c.next!.split('?')[1])).moves);
      }
    };
    await collect(g.moves);
    expect(paths.length).toBeGreaterThan(1);
    expect(paths.every((m) => m.move.type === 'path')).toBe(true);
    expect(paths.every((m) => /^(To|Breaks up on) [IMO]\d+ \((straight on|via .+)\)/.test(m.label))).toBe(true);
    expect(new Set(paths.map((m) => m.label)).size).toBe(paths.length);
    // The page asks for the end field first: on the arena (every end field a link) and as buttons.
    const page = await p.agent.get(`/games/${id}`).expect(200);
    expect(page.text).toContain('Choose where your chariot ends');
    expect(page.text).toMatch(/<a class="pick pick-option[^"]*" href="\?p(=|&#x3D;)end%3A\d+"[^>]*data-pick="end:\d+"/);
    // No more than 20 buttons for the paths (there were one per path).
    const pathForms = page.text.match(/<input type="hidden" name="move" value="\{&quot;type&quot;:&quot;path&quot;/g) ?? [];
    expect(pathForms.length).toBeLessThanOrEqual(20);
    // Take the robot's path; if it leads to attacks, those can be taken back until the turn ends.
    const s = await stateOf(id);
    const move = mod.robotMove(s, g.you!, { int: () => 0 });
    await post(p, `/api/games/${id}/moves`, { seq: g.game.seq, move }).expect(201);
    const after = await api(p, id);
    const t = (await stateOf(id)).turn;
    if (t && t.step === 'attack') {
      expect(after.canTakeBack).toBe(true);
      expect(readyMoves(after)).toContainEqual({ type: 'endAttacks' });
    }
  });

  it('answers every kind of bad move with a clear 4xx and changes nothing', async () => {
    await playUntil(id, (s) => s.turn?.step === 'dice');
    const p = await mover(id);
    const other = p === anna ? ben : anna;
    const g = await api(p, id);
    const s = await stateOf(id);
    const missing = (['drive', 'sprint', 'steer', 'attack', 'fortune'] as const).find((f) => !s.turn!.dice.includes(f));
    const before = await snapshot(id);
    const cases: [Player, unknown, number, string][] = [
      [other, { seq: g.game.seq, move: { type: 'keep' } }, 409, 'It is not your turn.'],
      [p, { seq: g.game.seq - 1, move: { type: 'keep' } }, 409, 'The game has moved on'],
      [p, { seq: g.game.seq, move: { type: 'teleport' } }, 400, 'This is not a move of Chariot Race'],
      [p, { seq: g.game.seq, move: { type: 'path', path: 'ffz' } }, 400, 'This is not a move of Chariot Race (at path)'],
      [p, { seq: g.game.seq, move: { type: 'reroll', faces: ['joker'] } }, 400, 'This is not a move of Chariot Race'],
      [p, { seq: g.game.seq, move: { type: 'roll', extra: true } }, 400, 'This is not a move of Chariot Race'],
      [p, { seq: g.game.seq, move: { type: 'roll' } }, 422, 'rule: Phase 3: Würfeln'],
      [p, { seq: g.game.seq, move: { type: 'path', path: 'ff' } }, 422, 'You are rolling'],
      // (a face none of the dice shows: there is none when the roll shows every face)
      ...(missing ? [[p, { seq: g.game.seq, move: { type: 'reroll', faces: [missing] } }, 422, 'You can only reroll dice you rolled.'] as [Player, unknown, number, string]] : []),
      [p, { seq: g.game.seq, move: { type: 'turn', from: s.turn!.dice[0], to: 'fortune' } }, 422, 'A die cannot be turned to the Fortuna face.'],
      [p, { seq: g.game.seq, move: { type: 'spear', target: 1 } }, 422, 'You are rolling'],
      [p, { seq: g.game.seq, move: { type: 'pick', board: 'red' } }, 422, 'The chariot boards have been chosen.'],
      [p, { seq: g.game.seq, move: { type: 'repair' } }, 422, 'You can repair only at the start of your turn'],
    ];
    for (const [who, body, status, message] of cases) {
      const res = await post(who, `/api/games/${id}/moves`, body);
      expect([status, res.status, res.body.error?.message]).toEqual([status, status, expect.stringContaining(message)]);
    }
    expect(await snapshot(id)).toEqual(before);
    // The rules' words in the reader's language.
    const res = await post(p, `/api/games/${id}/moves`, { seq: g.game.seq, move: { type: 'turn', from: s.turn!.dice[0], to: 'fortune' } }).set('Accept-Language', 'de');
    expect([res.status, res.body.error?.message]).toEqual([422, expect.stringContaining('Ein Würfel darf nicht auf die Seite „Fortuna“ gedreht werden.')]);
  });

  it('plays a move by form POST without JavaScript and redirects back to the game', async () => {
    const p = await mover(id);
    const page = await p.agent.get(`/games/${id}`).expect(200);
    const form = /<form method="post" action="\/games\/\d+\/moves" class="move-form">.*?<\/form>/s.exec(page.text)![0];
    const values = Object.fromEntries([...form.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&quot;/g, '"')]));
    const res = await p.agent.post(`/games/${id}/moves`).type('form').send(values).expect(303);
    expect(res.headers.location).toBe(`/games/${id}`);
    await p.agent.post(`/games/${id}/moves`).type('form').send(values).expect(409);
  });

  it('the cached state equals the replay of the log', async () => {
    await playUntil(id, (s) => s.round >= 3, 600);
    const game = await site.services.db.game.findUniqueOrThrow({ where: { id } });
    const entries = await site.services.db.move.findMany({ where: { gameId: id }, orderBy: { seq: 'asc' } });
    const live = liveMoves(entries);
    const rebuilt = replay(mod, { seed: game.seed, seats: game.numSeats, options: game.options }, live.map((m) => ({ seat: m.seat!, move: m.payload })));
    expect(stateHash(rebuilt.state)).toBe(stateHash(game.state));
    expect(rebuilt.hashes).toEqual(live.map((m) => m.stateHash));
  });
});

it('serves the rules page for players, its design notes and the rule book’s examples, in both languages', async () => {
  const res = await request(site.app).get('/rules/chariot-race').expect(200);
  for (const words of ['Chariot Race', 'What the game is about', 'How a turn goes', 'Curves', 'Ramming', 'caltrops (Krähenfüße)']) expect(res.text).toContain(words);
  expect(res.text).toContain('id="curves"');
  expect(res.text).toContain('cr-arena'); // the pictures are drawn by the board
  expect(res.text).toContain('/rules/chariot-race/examples/julia');
  // German readers get the German page, with the German terms of the rule text.
  const de = await request(site.app).get('/rules/chariot-race').set('Accept-Language', 'de').expect(200);
  for (const words of ['Worum es geht', 'So läuft ein Zug', 'Kurven', 'Rammen', 'Krähenfuß', 'id="curves"']) expect(de.text).toContain(words);
  const design = await request(site.app).get('/rules/chariot-race/design').expect(200);
  expect(design.text).toContain('What we designed');
  const julia = await request(site.app).get('/rules/chariot-race/examples/julia?step=3').expect(200);
  expect(julia.text).toContain('Klaus also takes 2');
});
