/**
 * The robots' usage (issue 33): for each decision of a seat, what it could use and whether the
 * chosen move used it — for the bench's usage table and the usage floors of the robot tests.
 * Items:
 * - favourite:<knonster> — each Knonster in the choice of favourites („Wahl der Favoriten");
 *   worth it for the two the hand pushes furthest (the text: choose by the hand).
 * - bet:stronger-favourite — variant „Siegwette": the bet goes to the favourite the hand pushes
 *   further; worth it when one of them is clearly stronger in the hand.
 * - card:<kind> — each kind of race card in hand ("+5", "+7", catch-up, triple lead, the three
 *   placement cards); worth it when it would now move a favourite at least its usual distance.
 * - power:<knonster> — variant „Superkräfte": a power the seat may use with a card in hand;
 *   worth it when it gains clearly more for the favourites than any plain card, or (Elaari) pushes
 *   back another Knonster near the finish that is ahead of the favourites.
 * - action:push-favourite, action:help-other, action:discard (a card without effect),
 *   action:finish-race (a card that ends the race, rule „Ende des Spiels"; worth it when the seat
 *   then wins — judged with everybody's true favourites, which the seat does not know).
 * Never on a request's path: it judges with the whole state.
 */
import { FINISHED, KNONSTER, Knonster, KnonsterCardType, cardKnonster, cardType, isPlacementCard, CardKind } from '../data/race';
import { cardEffect } from '../rules/card-effects';
import { handKinds, legalMoves } from '../rules/legal';
import { Resolution, resolvePlay } from '../rules/powers';
import { hiddenStars, ranksFor, scoresFor } from '../rules/scoring';
import type { Choice, PlayMove, RaceMove, RaceState } from '../rules/state';
import type { RobotUsage } from '../../../engine/contract';

const KIND_NAME: Record<KnonsterCardType, string> = { '+5': '+5', '+7': '+7', catchup: 'catch-up', triple: 'triple-lead' };
const PLACE_NAME: Record<string, string> = { 'place2:+9': 'place-2', 'place3:12': 'place-3', 'place4:+14': 'place-4' };

export function cardItem(card: CardKind): string {
  return `card:${isPlacementCard(card) ? PLACE_NAME[card] : KIND_NAME[cardType(card)]}`;
}

/** What a card of this kind usually gives (the spaces a strong player waits for). */
function usualSteps(card: CardKind): number {
  if (isPlacementCard(card)) return card === 'place2:+9' ? 9 : card === 'place3:12' ? 8 : 14;
  return { '+5': 5, '+7': 7, catchup: 10, triple: 8 }[cardType(card)];
}

/** Spaces for the seat's favourites minus half those of the other Knonster (pushed back: the other way). */
function gain(res: Resolution, mine: Choice): number {
  let g = 0;
  for (const s of res.steps) g += s.counted * (mine.favourites.includes(s.knonster) ? 1 : -0.5);
  return g;
}

/** Points for how strongly the hand pushes each Knonster (its own cards at their usual worth). */
export function handSupport(hand: readonly CardKind[]): Record<Knonster, number> {
  const out = { rithle: 0, aristas: 0, celya: 0, elaari: 0 } as Record<Knonster, number>;
  for (const c of hand) {
    const k = cardKnonster(c);
    if (k) out[k] += usualSteps(c);
  }
  return out;
}

function favouritesUsage(state: RaceState, seat: number, move: Extract<RaceMove, { type: 'favourites' }>): RobotUsage[] {
  const support = handSupport(state.hands[seat]);
  const order = KNONSTER.slice().sort((a, b) => support[b] - support[a]);
  // Worth it: the two best supported, unless a tie with the third leaves it open.
  const clear = support[order[1]] > support[order[2]];
  const out: RobotUsage[] = KNONSTER.map((k) => ({
    item: `favourite:${k}`,
    used: move.favourites.includes(k),
    worth: clear && (k === order[0] || k === order[1]),
  }));
  if (state.options.siegwette && move.bet) {
    const [a, b] = move.favourites;
    const stronger = support[a] >= support[b] ? a : b;
    out.push({ item: 'bet:stronger-favourite', used: move.bet === stronger, worth: Math.abs(support[a] - support[b]) >= 5 });
  }
  return out;
}

function playUsage(state: RaceState, seat: number, move: PlayMove): RobotUsage[] {
  const mine = state.choices[seat]!;
  const legal = legalMoves(state, seat) as PlayMove[];
  const plays = legal.map((m) => ({ m, res: resolvePlay(state, m.card, m.power)! }));
  const chosen = plays.find((p) => p.m.card === move.card && p.m.power === move.power)!;
  const out: RobotUsage[] = [];

  // Each kind of card in hand.
  const kinds = new Map<string, boolean>();
  for (const card of handKinds(state, seat)) {
    const eff = cardEffect(state, card);
    const toFavourite = eff !== null && mine.favourites.includes(eff.knonster);
    const worth = toFavourite && (eff!.steps >= usualSteps(card) || state.positions[eff!.knonster] + eff!.steps >= FINISHED);
    const item = cardItem(card);
    kinds.set(item, (kinds.get(item) ?? false) || worth);
  }
  for (const [item, worth] of kinds) out.push({ item, used: cardItem(move.card) === item, worth });

  // Each power usable now (variant „Superkräfte").
  const plain = plays.filter((p) => !p.m.power);
  const bestPlain = Math.max(...plain.map((p) => gain(p.res, mine)));
  const plainPodium = plain.some((p) => p.res.steps.some((s) => s.place !== undefined && mine.favourites.includes(s.knonster)));
  for (const power of KNONSTER) {
    const with_ = plays.filter((p) => p.m.power === power);
    if (with_.length === 0) continue;
    const best = Math.max(...with_.map((p) => gain(p.res, mine)));
    const podium = with_.some((p) => p.res.steps.some((s) => s.place !== undefined && mine.favourites.includes(s.knonster)));
    // Elaari's push back is worth it against another Knonster near the finish ahead of the favourites.
    const runningFavourites = mine.favourites.filter((k) => state.positions[k] < FINISHED).map((k) => state.positions[k]);
    const stops = with_.some((p) => p.res.steps.some((s) => s.counted < 0 && !mine.favourites.includes(s.knonster) && s.from >= 45 && runningFavourites.every((f) => s.from > f)));
    out.push({ item: `power:${power}`, used: move.power === power, worth: best >= bestPlain + 5 || (podium && !plainPodium) || stops });
  }

  // Kinds of action.
  const movesFavourite = (r: Resolution) => r.steps.some((s) => s.counted > 0 && mine.favourites.includes(s.knonster));
  const helpsOther = (r: Resolution) => r.steps.length > 0 && !movesFavourite(r) && r.steps.some((s) => s.counted > 0);
  if (plays.some((p) => movesFavourite(p.res))) out.push({ item: 'action:push-favourite', used: movesFavourite(chosen.res) });
  if (plays.some((p) => helpsOther(p.res))) out.push({ item: 'action:help-other', used: helpsOther(chosen.res) });
  const idle = plain.filter((p) => p.res.steps.length === 0);
  if (idle.length > 0) {
    // Worth it when every card that moves something moves only the others' Knonster forward.
    const worth = plays.every((p) => p.res.steps.length === 0 || helpsOther(p.res));
    out.push({ item: 'action:discard', used: chosen.res.steps.length === 0, worth });
  }
  const ending = plays.filter((p) => p.res.ended);
  if (ending.length > 0) {
    const wins = ending.some((p) => {
      const scores = scoresFor(p.res.track.podium, state.choices, state.options);
      // A power used now turns its star card face up (the tie-break of „Superkräfte").
      const revealed = state.revealed.map((r, s) => (s === seat && p.m.power ? [...r, p.m.power] : r));
      const ranks = ranksFor(scores, state.options.superkraefte ? hiddenStars(revealed) : null);
      return ranks[seat] === 1;
    });
    out.push({ item: 'action:finish-race', used: chosen.res.ended, worth: wins });
  }
  return out;
}

/** The contract's robotUsage: every item available to `seat` in this decision, marked used or not. */
export function robotUsage(state: RaceState, seat: number, move: RaceMove): RobotUsage[] {
  if (move.type === 'favourites') return favouritesUsage(state, seat, move);
  return playUsage(state, seat, move);
}
