/**
 * Hidden information through the site: Anna's page (HTML) and API answer (JSON) must be exactly
 * the same whatever money tiles the others hold and however the research deck is ordered.
 */
import { createGameByForm, createTestSite, Player, signUp, TestSite } from '../../support/app';
import type { KwState } from '../../../src/games/kraftwagen';
import type { Prisma } from '../../../src/generated/prisma/client';

let site: TestSite;
let anna: Player;
let ben: Player;

beforeAll(async () => {
  site = await createTestSite();
  anna = await signUp(site, 'Anna');
  ben = await signUp(site, 'Ben');
});
afterAll(async () => {
  await site.close();
});

function otherSecrets(s: KwState, variant: number): KwState {
  const t = structuredClone(s);
  t.players.forEach((p, seat) => {
    if (seat !== 0) p.tiles = p.tiles.map((x, i) => ({ ...x, v: x.v + 1 + ((i + variant) % 5) }));
  });
  t.deck = [...t.deck.slice(variant + 1), ...t.deck.slice(0, variant + 1)].reverse();
  return t;
}

async function annaSees(id: number): Promise<{ html: string; json: string }> {
  const html = (await anna.agent.get(`/games/${id}`).expect(200)).text.replace(/\s+/g, ' ');
  const body = (await anna.agent.get(`/api/games/${id}`).expect(200)).body;
  return { html, json: JSON.stringify(body) };
}

it.each([
  ['plain', {}],
  ['special tiles', { opt_special: 'on' }],
])("Anna's page and JSON do not change with the others' secrets (%s)", async (_name, opts) => {
  const id = await createGameByForm(anna, { gameType: 'kraftwagen', seats: '3', robots: '1', invite: 'Ben', ...opts });
  await ben.agent.post(`/games/${id}/join`).type('form').send({ _csrf: ben.csrf }).expect(303);

  for (let step = 0; step < 16; step++) {
    const game = await site.services.db.game.findUniqueOrThrow({ where: { id } });
    if (game.status !== 'ACTIVE') break;
    const state = game.state as unknown as KwState;
    for (const p of state.players.slice(1)) p.tiles.push({ k: 'w', v: 3 });
    await site.services.db.game.update({ where: { id }, data: { state: state as unknown as Prisma.InputJsonValue } });
    const seen = await annaSees(id);
    for (const variant of [0, 1]) {
      await site.services.db.game.update({ where: { id }, data: { state: otherSecrets(state, variant) as unknown as Prisma.InputJsonValue } });
      const other = await annaSees(id);
      expect(other.json).toBe(seen.json);
      expect(other.html).toBe(seen.html);
    }
    await site.services.db.game.update({ where: { id }, data: { state: state as unknown as Prisma.InputJsonValue } });
    for (const p of [ben, anna]) {
      const g = (await p.agent.get(`/api/games/${id}`).expect(200)).body;
      if (g.legalMoves.length === 0) continue;
      const pick = g.legalMoves[(step + (p === anna ? 0 : 1)) % g.legalMoves.length].move;
      await p.agent
        .post(`/api/games/${id}/moves`)
        .set('X-CSRF-Token', p.csrf)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ seq: g.game.seq, move: pick }))
        .expect(201);
      break;
    }
  }
});
