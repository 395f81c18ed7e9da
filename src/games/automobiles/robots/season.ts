/**
 * The robot between the races of a season: which sponsor it takes (or keeps) for its place, and
 * how it carries out the effect — wear and white dice out, then the dice it wants most.
 */
import { BR, W, total } from '../data/dice';
import { sponsor, type Place, type SponsorId } from '../data/sponsors';
import type { AutoMove, AutoState } from '../rules/state';
import { buyChoice, desire } from './buy';
import { ci } from './picks';
import { ownedDice } from './evaluate';
import { junk } from './junk';

/** About what a sponsor's special ability is worth to a bag, in dice removed or gained. */
function worth(state: AutoState, seat: number, id: SponsorId, place: Place): number {
  const x = sponsor(id);
  const n = x.n[place];
  const bag = state.players[seat].bag;
  switch (x.family) {
    case 'A':
      return n / 3;
    case 'B':
      return n;
    case 'C':
      return Math.min(n, bag[BR]);
    case 'D':
      return 0.8 * n;
    case 'E':
      return Math.min(bag[BR], n * 2) * 0.6;
    case 'F':
      return n * 1.5;
  }
}

/** Take the best new sponsor, or keep the old one when it is better (and remove the new one the next player would like most). */
export function sponsorChoice(state: AutoState, seat: number, moves: AutoMove[]): AutoMove {
  const s = state.season!;
  const last = s.places[s.places.length - 1];
  const i = last.indexOf(seat);
  const place: Place = i === 0 ? 'first' : i === state.seats - 1 && state.seats > 2 ? 'last' : 'middle';
  const take = moves.filter((m): m is Extract<AutoMove, { type: 'sponsor' }> => m.type === 'sponsor');
  take.sort((a, b) => worth(state, seat, b.sponsor, place) - worth(state, seat, a.sponsor, place));
  const old = s.sponsors[seat];
  const keeps = moves.filter((m): m is Extract<AutoMove, { type: 'keepSponsor' }> => m.type === 'keepSponsor');
  if (old && keeps.length && (!take.length || worth(state, seat, old, place) >= worth(state, seat, take[0].sponsor, place))) {
    return keeps.find((m) => m.drop === take[0]?.sponsor) ?? keeps[0];
  }
  return take[0] ?? moves[0];
}

/** A step of the sponsor's effect: remove wear, then white while it has plenty of dice; buy what it wants most. */
export function sponsorStep(state: AutoState, seat: number, moves: AutoMove[]): AutoMove {
  const e = state.season!.pick!.effect!;
  const stop = moves.find((m) => m.type === 'stop')!;
  if (e.stage === 'buy') return buyChoice(state, seat, moves, e.money) ?? stop;
  if (e.stage === 'gain') {
    const owned = ownedDice(state, seat);
    const gains = moves.filter((m): m is Extract<AutoMove, { type: 'buy' }> => m.type === 'buy');
    gains.sort((a, b) => desire(state, ci(b), owned) - desire(state, ci(a), owned));
    return gains.length && desire(state, ci(gains[0]), owned) > 0.3 ? gains[0] : stop;
  }
  const bag = state.players[seat].bag;
  const pick = (c: number) => moves.find((m) => m.type === 'choose' && ci(m) === c);
  // Keep a bag of at least two hands of dice.
  return pick(BR) ?? (total(bag) > 14 && junk(state, seat).includes(W) ? pick(W) : undefined) ?? stop;
}
