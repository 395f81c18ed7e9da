/** Invariants of a Race state (tests call them after every move). */
import { DECK, DECK_SIZE, CARD_ORDER, DRAW_BELOW, FINISHED, HAND_SIZE, KNONSTER, LAST_FIELD } from './data';
import type { RaceState } from './state';

function check(cond: boolean, what: string): void {
  if (!cond) throw new Error(`Race invariant broken: ${what}`);
}

function counts(cards: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of cards) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

export function assertInvariants(state: RaceState): void {
  const n = state.seats;
  check(Number.isInteger(n) && n >= 2 && n <= 4, 'seats 2..4');
  for (const arr of [state.hands, state.choices, state.revealed, state.steps]) check(arr.length === n, 'one entry per seat');
  check(state.startPlayer >= 0 && state.startPlayer < n && state.current >= 0 && state.current < n, 'seat numbers in range');

  // Card conservation: draw pile + hands + played cards = the 68 cards of the deck.
  const all = [...state.deck, ...state.hands.flat(), ...state.discard.map((p) => p.card)];
  check(all.length === DECK_SIZE, `card count ${all.length} = ${DECK_SIZE}`);
  const have = counts(all);
  const want = counts(DECK);
  check(have.size === want.size && [...want].every(([k, v]) => have.get(k) === v), 'the cards are exactly the deck');
  check(state.discard.length === state.turns, 'one played card per turn');

  // Star cards: four per seat, the two favourites in front of the player, two in the box.
  let boxCount = 0;
  state.choices.forEach((c, seat) => {
    const boxed = state.box.filter((b) => b.seat === seat).map((b) => b.knonster);
    boxCount += boxed.length;
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
  check(boxCount === state.box.length, 'box entries belong to seats');
  const revealedAll = state.revealed.flat();
  check(new Set(revealedAll).size === revealedAll.length, 'each power used once');
  check(revealedAll.length === state.powersUsed.length && state.powersUsed.every((k) => revealedAll.includes(k)), 'used powers = revealed stars');
  if (!state.options.superkraefte) check(state.powersUsed.length === 0, 'no powers without Superkräfte');
  check(state.discard.filter((p) => p.power !== undefined).length === state.powersUsed.length, 'one power per power play');

  // Track and podium.
  check(new Set(state.podium).size === state.podium.length && state.podium.length <= 3, 'podium places unique, at most 3');
  for (const k of KNONSTER) {
    const p = state.positions[k];
    if (state.podium.includes(k)) check(p === FINISHED, `${k} on the podium stands on 61`);
    else check(Number.isInteger(p) && p >= 0 && p <= LAST_FIELD, `${k} on the track 0..60`);
    const sum = state.steps.reduce((acc, s) => acc + s[k], 0);
    check(sum === p, `steps of ${k} add up to its field (${sum} vs ${p})`);
  }

  // Hands.
  const dealt = HAND_SIZE[n];
  state.hands.forEach((h) => {
    for (let i = 1; i < h.length; i++) check(CARD_ORDER[h[i - 1]] <= CARD_ORDER[h[i]], 'hand sorted');
    check(h.length <= dealt, 'hand not above the deal');
  });

  switch (state.phase) {
    case 'favourites':
      check(state.turns === 0 && state.podium.length === 0 && state.endReason === null, 'nothing played while choosing');
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
      break;
    }
    case 'finished':
      check(state.choices.every((c) => c !== null), 'everybody chose');
      if (state.endReason === 'third') check(state.podium.length === 3, 'third finisher ended the game');
      else check(state.endReason === 'deck' && state.deck.length === 0 && state.podium.length < 3, 'deck-empty end');
      check(state.hands.every((h) => h.length >= DRAW_BELOW - 1), 'hands at the end');
      break;
    default:
      check(false, 'known phase');
  }
}
