/** Formula 90's hidden facts exchanged, for the leak tests of the view and of the site. */
import type { Prng } from '../../../src/engine/prng';
import { isTrackCard } from '../../../src/games/formula-90/data/track-cards';
import { FUEL_BIDS } from '../../../src/games/formula-90/rules/fuel';
import { cloneState, type F90State } from '../../../src/games/formula-90/rules/state';

/**
 * A twin of `s`: every card `keep` may not see is exchanged at random among the hidden places
 * (the draw pile, the other hands, their qualifying cards, their face-down battle cards, another
 * player's LUCKY pair) — race cards among race cards, track cards among track cards (with the track
 * cards' draw pile) — the other players' secret fuel bids are drawn anew, and the PRNG is new.
 */
export function twin(s: F90State, keep: number | null, rnd: Prng): F90State {
  const t = cloneState(s);
  const others = t.players.filter((p) => p.seat !== keep);
  const pool: number[] = [...t.deck, ...(t.trackDeck ?? [])];
  for (const p of others) {
    pool.push(...p.hand, ...(t.battle?.bids[p.car] ?? []));
    if (p.qualiCard !== null) pool.push(p.qualiCard);
  }
  if (t.turn && t.turn.seat !== keep) pool.push(...t.turn.drawn);
  const to = new Map<number, number>();
  for (const kind of [false, true]) {
    const cards = pool.filter((x) => isTrackCard(x) === kind);
    const shuffled = rnd.shuffle(cards);
    cards.forEach((x, i) => to.set(x, shuffled[i]));
  }
  const map = (x: number) => to.get(x) ?? x;
  t.deck = rnd.shuffle(t.deck.map(map));
  if (t.trackDeck) t.trackDeck = rnd.shuffle(t.trackDeck.map(map));
  for (const p of others) {
    const face = t.battle?.bids[p.car];
    p.hand = p.hand.map(map);
    if (p.qualiCard !== null) p.qualiCard = map(p.qualiCard);
    if (face) {
      p.frozen = p.frozen.map((x) => (face.includes(x) ? map(x) : x));
      t.battle!.bids[p.car] = face.map(map);
    }
    // „TREIBSTOFFMANAGEMENT": the bid lies face down under the qualifying card
    if (p.fuelBid != null) p.fuelBid = FUEL_BIDS[rnd.int(FUEL_BIDS.length)];
  }
  if (t.turn && t.turn.seat !== keep) t.turn.drawn = t.turn.drawn.map(map);
  t.prng = [rnd.int(2 ** 32), rnd.int(2 ** 32), rnd.int(2 ** 32), rnd.int(2 ** 32)];
  return t;
}
