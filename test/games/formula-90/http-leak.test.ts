/**
 * Hidden information through the site: Anna's page (HTML) and API answer (JSON) stay the same to
 * the byte whatever the draw pile's order, the other hands, their secret qualifying and battle
 * cards, another player's LUCKY pair and the PRNG (the damage cup's next disc) are — from the car
 * sheets through the secret qualifying into the race; in the advanced game also the track cards'
 * pile and the track cards in the other hands, and the other players' secret fuel bids.
 */
import { Prng, seedPrng } from '../../../src/engine/prng';
import type { F90State } from '../../../src/games/formula-90';
import { createGameByForm, Player, TestSite, siteForFile } from '../../support/app';
import { expectSecretsUnseen, pageAndApi } from '../../support/secrets';
import { twin } from './twin';

let site: TestSite;
let anna: Player;
let ben: Player;

siteForFile(['Anna', 'Ben'], (...made) => ([site, anna, ben] = made));

it.each([
  ['Monza', { opt_track: 'monza' }],
  ['Hungaroring, Wiedereinstieg', { opt_track: 'hungaroring', opt_reentry: 'on' }],
  ['Monza, the advanced game', { opt_track: 'monza', opt_advanced: 'on' }],
])("Anna's page and JSON do not change with what she may not see (%s)", async (_name, opts) => {
  const id = await createGameByForm(anna, { gameType: 'formula-90', seats: '3', robots: '1', invite: 'Ben', ...opts });
  await ben.agent.post(`/games/${id}/join`).type('form').send({ _csrf: ben.csrf }).expect(303);
  await expectSecretsUnseen<F90State>(site, id, {
    players: [ben, anna],
    offsets: [1, 0],
    steps: 40,
    sees: (g) => pageAndApi(anna, g),
    otherSecrets: (s, variant) => twin(s, 0, new Prng(seedPrng(variant + 11))),
  });
});
