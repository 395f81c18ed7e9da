/** Invariants of a state (tests): workers, parts and cards conserved; the market, buyers and chain in bounds. */
import { buyerSlots, marketSize } from './capacities';
import { WORKERS } from './player';
import { isWorker } from './action-chain';
import { ACTION_TILES } from '../data/actions';
import { AWARD_IDS } from '../data/awards';
import { ENGINEERS, RESEARCH_CARDS } from '../data/research';
import { ROUND_PRICES } from '../data/prices';
import type { KwState } from './state';

function fail(msg: string): never {
  throw new Error(`invariant: ${msg}`);
}

export function assertInvariants(s: KwState): void {
  // Workers: supply + canteen + action track + lap counter + developments + market cars (+ a car being built) = 14.
  s.players.forEach((p, seat) => {
    let n = p.supply + p.canteen + 2 + p.devs.filter((d) => d.worker).length;
    for (const c of s.market) if (c.seat === seat) n += c.workers;
    if (s.phase === 'turns' && s.current === seat && s.turn.build) n += s.turn.build.workers;
    if (n !== WORKERS) fail(`seat ${seat} has ${n} workers`);
    if (p.supply < 0 || p.canteen < 0) fail('negative workers');
    if (p.workshops.length !== 3) fail('three workshops');
    if (p.devs.some((d) => !d.worker) && p.canteen > 0 && !(s.turn.tasks.length > 0 && s.current === seat)) fail('an inactive development beside a free worker');
  });
  // Parts: every body and engine tile out of the supply lies somewhere.
  let parts = s.market.length * 2 + (s.turn.build ? 2 : 0);
  for (const p of s.players) parts += p.workshops.filter((w) => w).length + (p.gpEngine > 0 ? 1 : 0);
  if (parts !== s.partsOut) fail(`parts ${parts} vs ${s.partsOut}`);
  if (s.market.length > marketSize(s)) fail('market too full');
  if (s.buyers.filter((b) => !b.benz).length > buyerSlots(s)) fail('too many buyers');
  // Research cards: each of the 50 exactly once.
  const cards = [...s.deck, ...s.open, ...s.discard];
  for (const p of s.players) {
    cards.push(...p.devs.map((d) => d.card));
    for (const e of p.engineers) cards.push(RESEARCH_CARDS.findIndex((c) => c.kind === 'engineer' && c.engineer === e));
  }
  if (cards.length !== RESEARCH_CARDS.length || new Set(cards).size !== RESEARCH_CARDS.length) fail(`research cards ${cards.length}`);
  if (s.open.length > 2) fail('open cards');
  // The chain: every action tile and worker once, at most one special tile.
  const tiles = s.chain.filter((e) => e[0] === 'T');
  if (tiles.length !== ACTION_TILES.length || new Set(tiles).size !== tiles.length) fail('action tiles');
  if (s.chain.filter(isWorker).length !== s.seats) fail('workers in the chain');
  const specials = s.chain.length - tiles.length - s.seats;
  if (specials !== (s.options.special ? 1 : 0)) fail('special tiles');
  if (s.phase === 'turns' && s.turn.stage === 'pick' && s.chain[s.chain.length - 1] !== `P${s.current}`) fail('the current player is not last');
  // Prices: available and on the market are different tiles of the round.
  if (s.phase !== 'finished') {
    const used = [...s.prices, ...s.market.map((c) => c.price)];
    if (new Set(used).size !== used.length || used.some((v) => !ROUND_PRICES[s.round - 1].includes(v))) fail('price tiles');
  }
  // Awards: on the board or with exactly one player.
  const held = s.players.flatMap((p) => p.tiles.flatMap((t) => (t.k === 'b' ? [t.id] : [])));
  const all = [...s.awards, ...held];
  if (all.length !== AWARD_IDS.length || new Set(all).size !== all.length) fail('awards');
  const eng = s.players.flatMap((p) => p.engineers);
  if (new Set(eng).size !== eng.length || eng.some((e) => !ENGINEERS.includes(e))) fail('engineers');
}
