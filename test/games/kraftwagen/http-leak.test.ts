/**
 * Hidden information through the site: Anna's page (HTML) and API answer (JSON) must be exactly
 * the same whatever money tiles the others hold and however the research deck is ordered.
 */
import { createGameByForm, Player, TestSite, siteForFile } from '../../support/app';
import type { KwState } from '../../../src/games/kraftwagen';
import { expectSecretsUnseen, pageAndApi } from '../../support/secrets';

let site: TestSite;
let anna: Player;
let ben: Player;

siteForFile(['Anna', 'Ben'], (...made) => ([site, anna, ben] = made));

function otherSecrets(s: KwState, variant: number): KwState {
  const t = structuredClone(s);
  t.players.forEach((p, seat) => {
    if (seat !== 0) p.tiles = p.tiles.map((x, i) => ({ ...x, v: x.v + 1 + ((i + variant) % 5) }));
  });
  t.deck = [...t.deck.slice(variant + 1), ...t.deck.slice(0, variant + 1)].reverse();
  return t;
}

it.each([
  ['plain', {}],
  ['special tiles', { opt_special: 'on' }],
])("Anna's page and JSON do not change with the others' secrets (%s)", async (_name, opts) => {
  const id = await createGameByForm(anna, { gameType: 'kraftwagen', seats: '3', robots: '1', invite: 'Ben', ...opts });
  await ben.agent.post(`/games/${id}/join`).type('form').send({ _csrf: ben.csrf }).expect(303);

  await expectSecretsUnseen<KwState>(site, id, {
    players: [ben, anna],
    offsets: [1, 0],
    steps: 16,
    sees: (g) => pageAndApi(anna, g),
    otherSecrets,
    // Everyone but Anna holds a secret price tile from now on.
    prepare: (state) => {
      for (const p of state.players.slice(1)) p.tiles.push({ k: 'w', v: 3 });
    },
  });
});
