/** Invariants of a Race state (tests call them after every move). */
import { rulesOf } from '../../../engine/rules-version';
import { CARD_KINDS, CARD_ORDER, deckFor, DRAW_BELOW, FINISHED, HAND_SIZE, KNONSTER, LAST_FIELD } from '../data/race';
import type { RaceState } from './state';

function check(cond: boolean, what: string | (() => string)): void {
  if (!cond) throw new Error(`Race invariant broken: ${typeof what === 'string' ? what : what()}`);
}

/** Copies of each card kind in the deck of a rules version, indexed by the card order. */
const WANT: Record<number, number[]> = {};
function want(rules: number): number[] {
  const deck = deckFor(rules);
  return (WANT[deck.length] ??= CARD_KINDS.map((k) => deck.filter((c) => c === k).length));
}

export function assertInvariants(state: RaceState): void {
  const n = state.seats;
  check(Number.isInteger(n) && n >= 2 && n <= 4, 'seats 2..4');
  for (const arr of [state.hands, state.choices, state.revealed, state.steps]) check(arr.length === n, 'one entry per seat');
  if (rulesOf(state) >= 2 && state.phase === 'favourites') {
    // „Spielverlauf" (rules version 2): the start player is drawn when play begins.
    check(state.startPlayer === -1 && state.current === -1, 'no start player while the favourites are chosen');
  } else {
    check(state.startPlayer >= 0 && state.startPlayer < n && state.current >= 0 && state.current < n, 'seat numbers in range');
  }

  // Card conservation: draw pile + hands + played cards = the deck of the rules version
  // (68 cards up to version 2, 60 from version 3).
  const wantHere = want(rulesOf(state));
  const deckSize = deckFor(rulesOf(state)).length;
  const have: number[] = wantHere.map(() => 0);
  let total = 0;
  const count = (c: string): void => {
    const i = CARD_ORDER[c];
    check(i !== undefined, () => `known card ${c}`);
    have[i]++;
    total++;
  };
  for (const c of state.deck) count(c);
  for (const h of state.hands) for (const c of h) count(c);
  for (const c of state.discard) count(c);
  check(total === deckSize, () => `card count ${total} = ${deckSize}`);
  for (let i = 0; i < wantHere.length; i++) check(have[i] === wantHere[i], 'the cards are exactly the deck');

  // Star cards: four per seat, the two favourites in front of the player, two in the box.
  check(state.box.length === n, 'one box entry per seat');
  state.choices.forEach((c, seat) => {
    const boxed = state.box[seat];
    if (c === null) {
      check(boxed.length === 0, 'no star card boxed before the choice');
      check(state.revealed[seat].length === 0, 'nothing revealed before the choice');
      return;
    }
    check(c.favourites.length === 2 && c.favourites[0] !== c.favourites[1], 'two different favourites');
    check(KNONSTER.indexOf(c.favourites[0]) < KNONSTER.indexOf(c.favourites[1]), 'favourites in Knonster order');
    check(boxed.length === 2 && new Set([...boxed, ...c.favourites]).size === 4, 'the 4 star cards: 2 favourites + 2 boxed');
    if (state.options.siegwette) check(c.bet !== null && c.favourites.includes(c.bet), 'bet is a favourite');
    else check(c.bet === null, 'no bet without Siegwette');
    check(state.revealed[seat].every((k) => c.favourites.includes(k)), 'only favourites are revealed');
  });
  const revealedAll = state.revealed.flat();
  check(new Set(revealedAll).size === revealedAll.length, 'each power used once');
  check(revealedAll.length === state.powersUsed.length && state.powersUsed.every((k) => revealedAll.includes(k)), 'used powers = revealed stars');
  if (!state.options.superkraefte) check(state.powersUsed.length === 0, 'no powers without Superkräfte');
  check(state.powerTurns.length === state.powersUsed.length, 'one power per power play');
  state.powerTurns.forEach((t, i) => {
    check(Number.isInteger(t) && t >= 0 && t < state.discard.length && (i === 0 || t > state.powerTurns[i - 1]), 'power plays in order');
    check(state.revealed[(state.startPlayer + t) % n].includes(state.powersUsed[i]), 'the power was revealed by the seat that played it');
  });

  // Track and podium.
  check(new Set(state.podium).size === state.podium.length && state.podium.length <= 3, 'podium places unique, at most 3');
  for (const k of KNONSTER) {
    const p = state.positions[k];
    if (state.podium.includes(k)) check(p === FINISHED, () => `${k} on the podium stands on 61`);
    else check(Number.isInteger(p) && p >= 0 && p <= LAST_FIELD, () => `${k} on the track 0..60`);
    const sum = state.steps.reduce((acc, s) => acc + s[k], 0);
    check(sum === p, () => `steps of ${k} add up to its field (${sum} vs ${p})`);
  }

  // Hands.
  const dealt = HAND_SIZE[n];
  state.hands.forEach((h) => {
    for (let i = 1; i < h.length; i++) check(CARD_ORDER[h[i - 1]] <= CARD_ORDER[h[i]], 'hand sorted');
    check(h.length <= dealt, 'hand not above the deal');
  });

  switch (state.phase) {
    case 'favourites':
      check(state.discard.length === 0 && state.podium.length === 0 && state.endReason === null, 'nothing played while choosing');
      check(state.current === state.startPlayer, 'the start player begins');
      check(state.hands.every((h) => h.length === dealt), 'full hands while choosing');
      check(state.choices.some((c) => c === null), 'someone still chooses');
      break;
    case 'play': {
      check(state.choices.every((c) => c !== null), 'everybody chose');
      const [f] = state.choices as NonNullable<(typeof state.choices)[number]>[];
      const allSame = state.choices.every(
        (c) => c!.favourites.join() === f.favourites.join() && (!state.options.siegwette || c!.bet === f.bet),
      );
      check(!allSame, 'identical choices restart the game');
      check(state.podium.length < 3 && state.endReason === null, 'race still on');
      check(state.hands.every((h) => h.length >= DRAW_BELOW), 'hands hold at least 5 cards during play');
      check(state.current === (state.startPlayer + state.discard.length) % n, 'seats play in turn');
      break;
    }
    case 'finished':
      check(state.choices.every((c) => c !== null), 'everybody chose');
      if (state.endReason === 'third') check(state.podium.length === 3, 'third finisher ended the game');
      else check(state.endReason === 'deck' && state.deck.length === 0 && state.podium.length < 3, 'deck-empty end');
      check(state.hands.every((h) => h.length >= DRAW_BELOW - 1), 'hands at the end');
      check(state.discard.length > 0 && state.current === (state.startPlayer + state.discard.length - 1) % n, 'the last card ended the game');
      break;
    default:
      check(false, 'known phase');
  }
}
