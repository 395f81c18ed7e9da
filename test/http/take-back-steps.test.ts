/**
 * Taking back several steps of one's turn at once (yucata: click a die on the track to undo
 * back to the action that placed it): POST /games/:id/undo with `to`; and what a take-back
 * leaves in the log (the undone moves marked, so readers skip them). Played on Automobiles,
 * whose turns are many small steps.
 */
import { Player, postJson, TestSite, siteForFile } from '../support/app';
import { loadGame, moduleOf } from '../../src/services/playing/game-record';
import { stateHash } from '../../src/engine/canonical';
import { readyMoves, wholeMove } from '../support/api-moves';
import { readForReader } from '../../src/db/hot/log';
import { viaPool } from '../../src/db/hot/sql';
import { verifyGame } from '../../src/services/playing/verify';

let site: TestSite;
let anna: Player;
let ben: Player;

siteForFile(['Anna', 'Ben'], (...made) => ([site, anna, ben] = made));

const api = postJson;

it('takes back every step of the turn back to a chosen one, and refuses other targets', async () => {
  const id = await site.services.lobby.createGame(anna.id, { gameType: 'automobiles', seats: 2, invite: 'Ben' });
  await site.services.lobby.join(id, ben.id);
  // Play until a player has made at least three undoable steps in a row.
  let found: { p: Player; steps: number[]; hashBefore: string } | null = null;
  const hashes = new Map<number, string>();
  for (let i = 0; i < 300 && !found; i++) {
    const g = await loadGame(site.services.db, id);
    hashes.set(g.seq, stateHash(g.state));
    for (const p of [anna, ben]) {
      const v = (await p.agent.get(`/api/games/${id}`).expect(200)).body;
      if (v.takeBackTo.length >= 3) {
        found = { p, steps: v.takeBackTo, hashBefore: hashes.get(v.takeBackTo[0] - 1)! };
        break;
      }
      if (v.moves) {
        // Prefer steps that stay within the turn, so undoable steps pile up.
        const ready = readyMoves(v) as { type: string }[];
        const pick = ready.find((m) => !/end|finish|buy|pit/i.test(m.type)) ?? (await wholeMove(v, 0, async (url) => (await p.agent.get(url).expect(200)).body));
        await api(p, `/api/games/${id}/moves`, { seq: v.game.seq, move: pick }).expect(201);
        break;
      }
    }
  }
  expect(found).not.toBeNull();
  const { p, steps, hashBefore } = found!;
  const other = p === anna ? ben : anna;
  const before = await loadGame(site.services.db, id);
  // The page offers "take back to here" on each of these steps in the log.
  const full = await p.agent.get(`/games/${id}`).expect(200);
  expect(full.text.match(/take back to here/g)).toHaveLength(steps.length);

  // Bad targets change nothing.
  await api(p, `/api/games/${id}/undo`, { seq: before.seq, to: 'x' }).expect(400);
  await api(p, `/api/games/${id}/undo`, { seq: before.seq, to: steps[0] - 1 }).expect(409);
  await api(other, `/api/games/${id}/undo`, { seq: before.seq, to: steps[0] }).expect(409);
  await api(p, `/api/games/${id}/undo`, { seq: before.seq - 1, to: steps[0] }).expect(409);
  expect((await loadGame(site.services.db, id)).seq).toBe(before.seq);

  // Back to the second step: the first stays.
  await api(p, `/api/games/${id}/undo`, { seq: before.seq, to: steps[1] }).expect(200);
  const mid = (await p.agent.get(`/api/games/${id}`).expect(200)).body;
  expect(mid.log[0].text).toMatch(new RegExp(`^You took back ${steps.length - 1} steps, back to: `));
  const otherView = (await other.agent.get(`/api/games/${id}`).expect(200)).body;
  expect(otherView.log[0].text).toBe(`${p.username} took back ${steps.length - 1} steps.`);
  // Then the first one alone, through the page's form: the state is the one before it.
  const page = await p.agent.get(`/games/${id}`).expect(200);
  expect(page.text).not.toContain('take back to here'); // one step left: the plain button does it
  await p.agent.post(`/games/${id}/undo`).type('form').send({ _csrf: p.csrf, seq: mid.game.seq }).expect(303);
  const after = await loadGame(site.services.db, id);
  expect(stateHash(after.state)).toBe(hashBefore);
  expect(moduleOf(after).toAct(after.state)).toContain(after.seats.find((x) => x.userId === p.id)!.seat);
});

it('marks the moves a take-back undid; a reader reads only the live moves a take-back needs, however many were taken back', async () => {
  const id = await site.services.lobby.createGame(anna.id, { gameType: 'automobiles', seats: 2, invite: 'Ben' });
  await site.services.lobby.join(id, ben.id);
  // Play until a player may take back an undoable step.
  let found: { p: Player; move: unknown } | null = null;
  for (let i = 0; i < 300 && !found; i++) {
    for (const p of [anna, ben]) {
      const v = (await p.agent.get(`/api/games/${id}`).expect(200)).body;
      if (!v.moves) continue;
      const ready = readyMoves(v) as { type: string }[];
      const pick = ready.find((m) => !/end|finish|buy|pit/i.test(m.type)) ?? (await wholeMove(v, 0, async (url) => (await p.agent.get(url).expect(200)).body));
      await api(p, `/api/games/${id}/moves`, { seq: v.game.seq, move: pick }).expect(201);
      if ((await p.agent.get(`/api/games/${id}`).expect(200)).body.canTakeBack) found = { p, move: pick };
      break;
    }
  }
  expect(found).not.toBeNull();
  const { p, move } = found!;
  const tailOf = async () => {
    const read = await readForReader(viaPool(site.services.db), { gameId: id, userId: p.id, page: { limit: 1 }, newsMax: 1, chatMax: 0 });
    return read!.parts.tail.map((m) => m.seq);
  };
  const tail = await tailOf();
  const pairs = 60;
  for (let i = 0; i < pairs; i++) {
    const g = await loadGame(site.services.db, id);
    await api(p, `/api/games/${id}/undo`, { seq: g.seq }).expect(200);
    await api(p, `/api/games/${id}/moves`, { seq: g.seq + 1, move }).expect(201);
  }
  // the same live moves but the last, which is the move made again
  const after = await tailOf();
  expect(after).toHaveLength(tail.length);
  expect(after.slice(0, -1)).toEqual(tail.slice(0, -1));
  const marked = await site.services.db.move.count({ where: { gameId: id, takenBack: true } });
  expect(marked).toBe(pairs);
  expect((await p.agent.get(`/api/games/${id}`).expect(200)).body.canTakeBack).toBe(true);
  expect((await verifyGame(site.services.db, id)).mismatches).toEqual([]);
  // A missing mark is found by the check of the log.
  await site.services.db.move.updateMany({ where: { gameId: id, takenBack: true }, data: { takenBack: false } });
  expect((await verifyGame(site.services.db, id)).mismatches).toHaveLength(pairs);
});
