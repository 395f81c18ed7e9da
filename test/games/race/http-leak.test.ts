/**
 * Hidden information through the site: a player's page (HTML) and API answer (JSON) must be
 * exactly the same whatever the other seats hold in their hands, which favourites they chose,
 * and how the deck is ordered — so nothing of it can leak, whatever the template or view does.
 */
import { createGameByForm, createTestSite, Player, signUp, TestSite } from '../../support/app';
import type { RaceState } from '../../../src/games/race';
import type { Knonster } from '../../../src/games/race/data';
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

const PAIRS: [Knonster, Knonster][] = [
  ['rithle', 'aristas'],
  ['celya', 'elaari'],
  ['aristas', 'celya'],
];

/** Another state that differs from `s` only in what Anna (seat 0) may not know. */
function otherSecrets(s: RaceState, variant: number): RaceState {
  const t = structuredClone(s);
  for (let seat = 1; seat < t.seats; seat++) {
    const pool = [...t.hands[seat], ...t.deck];
    const rotated = [...pool.slice(variant + 3), ...pool.slice(0, variant + 3)].reverse();
    t.hands[seat] = rotated.slice(0, t.hands[seat].length).sort();
    t.deck = rotated.slice(t.hands[seat].length);
    const c = t.choices[seat];
    if (c && t.revealed[seat].length === 0) {
      const pair = PAIRS.find((p) => p.join() !== c.favourites.join()) ?? PAIRS[variant % PAIRS.length];
      const favourites = pair as [Knonster, Knonster];
      t.choices[seat] = { favourites, bet: c.bet === null ? null : favourites[variant % 2] };
    }
  }
  return t;
}

/**
 * What Anna sees. The auto-finish offer is left out on purpose: the rule text has the system,
 * which knows every favourite, offer it once the ranking is decided ("Da das System auch die
 * Favoriten aller Spieler kennt ..."), so that one bit depends on the others' choices by rule.
 */
async function annaSees(id: number): Promise<{ html: string; json: string }> {
  const html = (await anna.agent.get(`/games/${id}`).expect(200)).text.replace(/<div class="offer">[\s\S]*?<\/div>/, '').replace(/\s+/g, ' ');
  const body = (await anna.agent.get(`/api/games/${id}`).expect(200)).body;
  delete body.autoPlayOffer;
  return { html, json: JSON.stringify(body) };
}

it.each([
  ['plain', {}],
  ['Siegwette', { opt_siegwette: 'on' }],
  ['Superkräfte', { opt_superkraefte: 'on' }],
])("Anna's page and JSON do not change with the others' secrets (%s)", async (_name, opts) => {
  const id = await createGameByForm(anna, { gameType: 'race', seats: '3', robots: '1', invite: 'Ben', ...opts });
  await ben.agent.post(`/games/${id}/join`).type('form').send({ _csrf: ben.csrf }).expect(303);

  for (let step = 0; step < 14; step++) {
    const game = await site.services.db.game.findUniqueOrThrow({ where: { id } });
    if (game.status !== 'ACTIVE') break;
    // Before Anna has chosen, after, and during the race: her view must not move.
    const state = game.state as unknown as RaceState;
    const seen = await annaSees(id);
    for (const variant of [0, 1]) {
      await site.services.db.game.update({ where: { id }, data: { state: otherSecrets(state, variant) as unknown as Prisma.InputJsonValue } });
      const other = await annaSees(id);
      expect(other.json).toBe(seen.json);
      expect(other.html).toBe(seen.html);
    }
    await site.services.db.game.update({ where: { id }, data: { state: state as unknown as Prisma.InputJsonValue } });
    // Next move: whoever of Anna and Ben must act.
    for (const p of [ben, anna]) {
      const g = (await p.agent.get(`/api/games/${id}`).expect(200)).body;
      if (g.legalMoves.length === 0) continue;
      const pick = g.legalMoves[(step + (p === anna ? 0 : 3)) % g.legalMoves.length].move;
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
