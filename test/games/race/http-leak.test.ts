/**
 * Hidden information through the site: a player's page (HTML) and API answer (JSON) must be
 * exactly the same whatever the other seats hold in their hands, which favourites they chose,
 * and how the deck is ordered — so nothing of it can leak, whatever the template or view does.
 */
import { createGameByForm, Player, TestSite, siteForFile } from '../../support/app';
import type { RaceState } from '../../../src/games/race';
import type { Knonster } from '../../../src/games/race/data/race';
import { expectSecretsUnseen, type Seen } from '../../support/secrets';

let site: TestSite;
let anna: Player;
let ben: Player;

siteForFile(['Anna', 'Ben'], (...made) => ([site, anna, ben] = made));

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
async function annaSees(id: number): Promise<Seen> {
  const html = (await anna.agent.get(`/games/${id}?since=0`).expect(200)).text.replace(/<div class="offer">[\s\S]*?<\/div>/, '').replace(/\s+/g, ' ');
  const body = (await anna.agent.get(`/api/games/${id}?since=0`).expect(200)).body;
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

  // Before Anna has chosen, after, and during the race: her view must not move.
  await expectSecretsUnseen<RaceState>(site, id, { players: [ben, anna], offsets: [3, 0], steps: 14, sees: annaSees, otherSecrets });
});
