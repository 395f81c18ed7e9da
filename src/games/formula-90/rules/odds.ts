/**
 * The odds of Formula 90's gambles, as the player making them may know them (issue 31): the tests
 * („TEST": a card's test factor at most the target test, „Check +20"/„Check −20" moving it), the
 * blind test of a late braking against the braking section's target („BREMSEN"), the leader's test
 * before lapping („ÜBERRUNDUNG DURCH DEN FÜHRENDEN"), the off-track line's test („ABSEITS DER
 * BAHN") and the position battle („POSITIONSKAMPF"), with what a failure costs by the rules
 * (a damage disc, off the track, the movement lost, the off-track line's icons, out of the race).
 *
 * What the player knows and nothing more: a test made with a chosen card is certain (chance 1 or
 * 0); a blind test draws the top card of the draw pile, which for him is any race card he has not
 * seen — the 184 race cards („184 Rennkarten", data/cards.ts) less his own hand, his own cards on
 * the table and in the turn, and everything lying face up: the discard pile (public: every card
 * reaches it face up, view/events.ts), the target cards on the car sheets, the battle cards once
 * shown, the cards of the turn under way. An empty draw pile is the discard pile shuffled
 * („Wenn der Kartenstapel erschöpft ist …"): then the chance is the discard pile's. Other hands,
 * the order of the draw pile and the PRNG are never read, so the odds a seat is shown do not
 * change when only hidden things change (test/games/formula-90/odds.test.ts).
 *
 * The need of a test and what a failure costs are worked out from the seat's view (F90View), so
 * the warning of a move that can put the mover's car out of the race (moveParts) is the same
 * wherever the move is put together.
 */
import type { MoveStep, Odds, StepPart } from '../../../engine/contract';
import { list, type Text } from '../../../engine/text';
import { REFLEXES_BONUS } from '../data/abilities';
import { CHECK_MODIFIER, DECK_SIZE } from '../data/cards';
import { playingCard } from '../data/track-cards';
import type { OffTrackIcon } from '../data/track-types';
import { trackOf } from '../data/tracks';
import { RAIN_TEST_MODIFIER } from '../data/weather';
import type { F90View, PlayerView } from '../view/view';
import { carText, t } from '../view/words';
import type { F90Move, F90State } from './state';
import { battleValue } from './track-play';
import { track } from './order';

// ---------------------------------------------------------------------------------------------
// What a blind card can be

/**
 * The race cards a blind test may draw, as `seat` knows them: the cards he has not seen, or the
 * discard pile when the draw pile is empty (it is shuffled into a new one). Sorted.
 */
export function blindPool(s: F90State, seat: number): number[] {
  if (s.deck.length === 0) return [...s.discard].sort((a, b) => a - b);
  const seen = new Set<number>(s.discard);
  const me = s.players[seat];
  for (const x of [...me.hand, ...me.frozen]) seen.add(x);
  if (me.qualiCard !== null) seen.add(me.qualiCard);
  for (const p of s.players) {
    if (p.target !== null) seen.add(p.target);
    // battle cards are face up once shown; those of the battle under way only to their owner
    const hidden = s.battle?.bids[p.car] ?? [];
    for (const x of p.frozen) if (!hidden.includes(x)) seen.add(x);
  }
  if (s.turn) {
    for (const x of [...s.turn.used, ...s.turn.played]) seen.add(x);
    if (s.turn.seat === seat) for (const x of s.turn.drawn) seen.add(x); // LUCKY's pair: its drawer's
  }
  const out: number[] = [];
  for (let no = 1; no <= DECK_SIZE; no++) if (!seen.has(no)) out.push(no);
  return out;
}

/** The share of the pool whose test factor is at most `need` („TEST": equal or lower passes). */
export function passShare(pool: readonly number[], need: number): number {
  if (!pool.length) return 0; // nothing to draw: the test fails
  return pool.filter((x) => playingCard(x).test <= need).length / pool.length;
}

/**
 * Two blind tests one after the other (the junior variant: „alle Tests sind Blindtests"): the
 * first card drawn becomes the target of the second („TEST": the test card replaces the target).
 * Per outcome the chance: both pass, exactly one fails, both fail.
 */
export function twoBlind(pool: readonly number[], need1: number, mod2: number): { both: number; one: number; none: number } {
  const n = pool.length;
  if (n < 2) return { both: 0, one: 0, none: 1 };
  let both = 0;
  let one = 0;
  for (const a of pool) {
    const pa = playingCard(a).test <= need1;
    const need2 = playingCard(a).test + mod2;
    const pass2 = pool.filter((b) => b !== a && playingCard(b).test <= need2).length;
    if (pa) {
      both += pass2;
      one += n - 1 - pass2;
    } else one += pass2;
  }
  const all = n * (n - 1);
  return { both: both / all, one: one / all, none: (all - both - one) / all };
}

// ---------------------------------------------------------------------------------------------
// What a test needs, from the seat's view

function me(view: F90View): PlayerView {
  return view.players[view.viewer ?? 0];
}

/** REFLEXES: „alle seine Tests erhalten einen +20 Bonus". */
function reflexes(p: PlayerView): number {
  return p.ability === 'reflexes' ? REFLEXES_BONUS : 0;
}

/** „bei Regen … ein -20 Handikap auf ihre Tests" (not the leader's lapping test). */
function rain(view: F90View): number {
  return view.weather?.condition === 'rain' ? RAIN_TEST_MODIFIER : 0;
}

const testOf = (card: number | null): number => (card !== null && card !== 0 ? playingCard(card).test : 0);

/** The need of a played card's test against `target` („TEST", „Check ±20"). */
export function cardTestNeed(view: F90View, forCard: number, target: number | null): number {
  const check = playingCard(forCard).check ?? 'normal';
  return testOf(target) + CHECK_MODIFIER[check] + rain(view) + reflexes(me(view));
}

/** The leader's test before lapping: against the target, no rain („ÜBERRUNDUNG DURCH DEN FÜHRENDEN"). */
export function lapTestNeed(view: F90View): number {
  return testOf(me(view).target) + reflexes(me(view));
}

/** The late braking's blind test against the braking section's target („BREMSEN"). */
export function brakeNeed(view: F90View): number {
  const car = view.cars.find((c) => c.id === view.turn?.car);
  const brake = car?.section != null ? (trackOf(view.track).sections[car.section].brake ?? 0) : 0;
  return brake + reflexes(me(view)) + rain(view);
}

function freeSlots(p: PlayerView): number {
  return p.slots - p.damage.red - p.damage.brown;
}

// ---------------------------------------------------------------------------------------------
// What a failure costs

/** A failed test of a played card: a damage disc; out without a free slot („SCHÄDEN"). */
function testFailure(slots: number): { failure: Text; out: boolean } {
  return slots < 1 ? { failure: t('odds.fail.damageOut'), out: true } : { failure: t('odds.fail.damage'), out: false };
}

/** The icons of an off-track line from icon `from` on, up to its next test (the test may bring the car back). */
function lineFrom(view: F90View, from: number): readonly OffTrackIcon[] {
  const car = view.cars.find((c) => c.id === view.turn?.car);
  if (car?.section == null) return [];
  const icons = trackOf(view.track).sections[car.section].offTrack?.icons ?? [];
  return icons.slice(from);
}

/**
 * Following an off-track line when every test on it fails (the worst case): its icons in words,
 * and whether the car can go out — an „Ausfall" or safety-car icon, tyre chips it cannot pay
 * („nur Reifenchips"), damage without room, or its fuel stop falling in the re-entry round.
 */
function lineWorst(view: F90View, icons: readonly OffTrackIcon[]): { words: Text[]; out: boolean } {
  const p = me(view);
  let chips = p.chips;
  let slots = freeSlots(p);
  let out = false;
  const words: Text[] = [];
  for (const icon of icons) {
    switch (icon.kind) {
      case 'test':
        words.push(t('odds.icon.test', { need: icon.target + rain(view) }));
        break;
      case 'tyres':
        words.push(t('odds.icon.tyres', { n: icon.n }));
        if (chips < icon.n) out = true;
        chips -= icon.n;
        break;
      case 'damage':
        words.push(t('odds.icon.damage', { n: icon.n }));
        if (slots < icon.n) out = true;
        slots -= icon.n;
        break;
      case 'handicap':
        words.push(t('odds.icon.handicap', { n: icon.n }));
        break;
      case 'pit':
        words.push(t('odds.icon.pit'));
        break;
      case 'out':
        words.push(t('odds.icon.out'));
        out = true;
        break;
      case 'safetyCar':
        words.push(t('odds.icon.safetyCar'));
        out = true;
        break;
    }
    if (icon.kind === 'out' || icon.kind === 'safetyCar') break;
  }
  return { words, out: out || fuelOutAtReentry(view) };
}

/** „In der Runde, in der ein Fahrer auf die Bahn zurück fährt, ist es ihm nicht erlaubt, einen Boxenstopp durchzuführen": due then, the car is out. */
function fuelOutAtReentry(view: F90View): boolean {
  const p = me(view);
  return p.fuelBox !== null && p.fuelBox <= view.box + 1 && view.box + 1 <= view.lastBox;
}

/** A failed late braking: off the track; in the advanced game along the off-track line. */
function brakeFailure(view: F90View): { failure: Text; out: boolean } {
  if (!view.options.offTrack) {
    const out = fuelOutAtReentry(view);
    return { failure: t(out ? 'odds.fail.offTrackFuel' : 'odds.fail.offTrack'), out };
  }
  const w = lineWorst(view, lineFrom(view, 0));
  return { failure: t(w.out ? 'odds.fail.offLineOut' : 'odds.fail.offLine', { icons: list(w.words) }), out: w.out };
}

/** A failed test on the off-track line: on along it, from the icon after the test. */
function offTestFailure(view: F90View, at: number): { failure: Text; out: boolean } {
  const w = lineWorst(view, lineFrom(view, at + 1));
  if (!w.words.length) return { failure: t(w.out ? 'odds.fail.offRejoinFuel' : 'odds.fail.offRejoin'), out: w.out };
  return { failure: t(w.out ? 'odds.fail.offLineOut' : 'odds.fail.offLine', { icons: list(w.words) }), out: w.out };
}

/** The index of the test icon the player makes now (the first test icon of the line: the state keeps it as turn.off). */
function offIndex(s: F90State | null, view: F90View): number {
  if (s?.turn?.off !== undefined) return s.turn.off;
  // from the view alone: the first test icon whose need is the one shown
  const icons = lineFrom(view, 0);
  const i = icons.findIndex((x) => x.kind === 'test' && x.target + rain(view) === view.turn?.offNeed);
  return Math.max(0, i);
}

// ---------------------------------------------------------------------------------------------
// Odds and warnings of the choices

/** A test with a chosen card (certain) or blind (the pool's share). */
function chanceOf(pool: readonly number[] | null, withCard: number | 'blind', need: number): number {
  if (withCard !== 'blind') return playingCard(withCard).test <= need ? 1 : 0;
  return passShare(pool ?? [], need);
}

/** Whether a test can fail: a chosen card that fails, or a blind card while some race card fails. */
function canFail(withCard: number | 'blind', need: number, pool: readonly number[] | null): boolean {
  if (withCard !== 'blind') return playingCard(withCard).test > need;
  return pool ? passShare(pool, need) < 1 : need < 99;
}

/** The tests of a play as made, with the target each is made against and the free slots then. */
function playTests(view: F90View, move: Extract<F90Move, { type: 'play' }>): { card: number; with: number | 'blind'; need: number; slots: number }[] {
  const p = me(view);
  let target = p.target;
  let slots = freeSlots(p) - move.cards.reduce((n, c) => n + playingCard(c).damage, 0);
  const out = [];
  for (const x of move.tests) {
    const need = cardTestNeed(view, x.card, target);
    out.push({ card: x.card, with: x.with, need, slots });
    if (x.with !== 'blind' && playingCard(x.with).test > need) slots -= 1;
    target = x.with === 'blind' ? null : x.with;
  }
  return out;
}

/**
 * Whether a move can put the mover's own car out of the race (its controls warn and ask before it
 * is made): a test whose failure costs a damage disc without a free slot, a late braking or an
 * off-track test whose failure can end on the off-track line or with the fuel stop in the re-entry
 * round, battle cards when a tie's damage has no room. From the seat's view only.
 */
export function canPutOut(view: F90View, move: F90Move): boolean {
  switch (move.type) {
    case 'play': {
      // „JUNIORENVARIANTE": every test blind, made by the rules; each failure a damage disc
      if (view.options.junior) {
        const checks = move.cards.filter((c) => playingCard(c).check !== null).length;
        return checks > 0 && freeSlots(me(view)) - move.cards.reduce((n, c) => n + playingCard(c).damage, 0) < checks;
      }
      return playTests(view, move).some((x) => canFail(x.with, x.need, null) && x.slots < 1);
    }
    case 'test': {
      const need = cardTestNeed(view, move.card, me(view).target);
      return canFail(move.with, need, null) && freeSlots(me(view)) < 1;
    }
    case 'brake':
      return move.yes && move.card === undefined && canFail('blind', brakeNeed(view), null) && brakeFailure(view).out;
    case 'offTest':
      return canFail(move.with, view.turn?.offNeed ?? 0, null) && offTestFailure(view, offIndex(null, view)).out;
    case 'declare':
      return move.cards.length > 0 && freeSlots(me(view)) < 1;
    default:
      return false;
  }
}

/** The warning of a move that can put the mover's car out, or nothing. */
export function warningOf(view: F90View, move: F90Move): { warning?: Text } {
  return canPutOut(view, move) ? { warning: t('warning.out') } : {};
}

function odds(chance: number | undefined, failure: Text, success?: Text): Odds {
  return { ...(chance !== undefined ? { chance } : {}), failure, ...(success ? { success } : {}) };
}

/** The answers given so far, by step. */
function given(answers: readonly string[]): Map<string, string> {
  const m = new Map<string, string>();
  for (const a of answers) {
    const i = a.indexOf(':');
    if (i > 0) m.set(a.slice(0, i), a.slice(i + 1));
  }
  return m;
}

const withOf = (v: string): number | 'blind' => (v === 'blind' ? 'blind' : Number(v));

/** The odds of a test made with `w` for a played card, against `target`, with `slots` free then. */
function cardTestOdds(view: F90View, pool: readonly number[], forCard: number, w: number | 'blind', target: number | null, slots: number): Odds {
  const need = cardTestNeed(view, forCard, target);
  return odds(chanceOf(pool, w, need), testFailure(slots).failure);
}

/**
 * The step's choices with their odds: each test option (a card: certain; blind: the share of the
 * unseen race cards), the late braking's blind test, the off-track test, the battle's markings
 * (stakes only: the others' cards are their plans), and in the junior variant the cards' blind
 * tests. `answers` are the answers given before this step.
 */
export function withOdds(s: F90State, seat: number, view: F90View, answers: readonly string[], step: MoveStep<F90Move>): MoveStep<F90Move> {
  let pool: number[] | null = null;
  const blind = () => (pool ??= blindPool(s, seat));
  const p = me(view);
  const got = given(answers);
  const playCards = () => (got.get('cards') ?? '').split('|').filter(Boolean).map((x) => Number(x.slice(1)));
  const slotsAfterCards = () => freeSlots(p) - playCards().reduce((n, c) => n + playingCard(c).damage, 0);
  const next = step.next.map((part): StepPart => {
    if (part.kind === 'pick') {
      const add = (f: (value: string) => Odds | null): StepPart => ({ ...part, options: part.options.map((o) => ({ ...o, ...(oddsOrNothing(f(o.value))) })) });
      switch (part.step) {
        case 'test1':
        case 'test2': {
          const cards = playCards();
          const checks = cards.filter((c) => playingCard(c).check !== null);
          const first = got.has('first') ? Number(got.get('first')) : checks[0];
          if (part.step === 'test1') return add((v) => cardTestOdds(view, blind(), first, withOf(v), p.target, slotsAfterCards()));
          const w1 = withOf(got.get('test1') ?? 'blind');
          if (w1 === 'blind') return part;
          const second = checks.find((c) => c !== first) ?? first;
          const failed1 = playingCard(w1).test > cardTestNeed(view, first, p.target) ? 1 : 0;
          return add((v) => cardTestOdds(view, blind(), second, withOf(v), w1, slotsAfterCards() - failed1));
        }
        case 'test':
          return add((v) => {
            const [card, w] = v.split(':');
            return cardTestOdds(view, blind(), Number(card), withOf(w), p.target, freeSlots(p));
          });
        case 'lapTest': {
          const lapped = view.turn?.lapping;
          const failure = t('odds.fail.lap', { car: lapped ? carText(lapped) : '' });
          return add((v) => odds(chanceOf(blind(), withOf(v), lapTestNeed(view)), failure));
        }
        case 'brake': {
          const f = brakeFailure(view);
          return add((v) => (v === 'yes' ? odds(passShare(blind(), brakeNeed(view)), f.failure, t('odds.success.brake')) : null));
        }
        case 'offTest': {
          const f = offTestFailure(view, offIndex(s, view));
          return add((v) => odds(chanceOf(blind(), withOf(v), view.turn?.offNeed ?? 0), f.failure, t('odds.success.offTest')));
        }
        default:
          return part;
      }
    }
    if (part.step === 'battle') {
      // „POSITIONSKAMPF": against robots only, the chance their two cards stay below; against
      // players who may still fight, their plans — the stakes only
      const failure = t(freeSlots(p) < 1 ? 'odds.fail.battleOut' : 'odds.fail.battle');
      return { ...part, odds: part.markings.map((m) => odds(battleChance(s, seat, blind, m.map((x) => Number(x.slice(1)))), failure, t('odds.success.battle'))) };
    }
    if (part.step === 'cards' && view.options.junior) {
      // „JUNIORENVARIANTE: alle Tests sind Blindtests": the played cards' tests as they come
      return { ...part, odds: part.markings.map((m) => juniorOdds(view, blind(), m.map((x) => Number(x.slice(1))))) };
    }
    return part;
  });
  const complete = step.complete ? { ...step.complete, ...oddsOrNothing(completeOdds(s, seat, view, step.complete.move, blind)) } : undefined;
  return { ...(complete ? { complete } : {}), next };
}

function oddsOrNothing(o: Odds | null): { odds?: Odds } {
  return o ? { odds: o } : {};
}

/** The junior variant's blind tests of the marked cards: the chance that none fails. */
function juniorOdds(view: F90View, pool: readonly number[], cards: number[]): Odds | null {
  const checks = cards.filter((c) => playingCard(c).check !== null);
  if (!checks.length) return null;
  const slots = freeSlots(me(view)) - cards.reduce((n, c) => n + playingCard(c).damage, 0);
  const need1 = cardTestNeed(view, checks[0], me(view).target);
  if (checks.length === 1) return odds(passShare(pool, need1), testFailure(slots).failure);
  const second = playingCard(checks[1]).check ?? 'normal';
  const two = twoBlind(pool, need1, CHECK_MODIFIER[second] + rain(view) + reflexes(me(view)));
  return odds(two.both, testFailure(slots - 1).failure);
}

/** The odds of a whole move that is one gamble (shown with the move once its answers make it). */
function completeOdds(s: F90State, seat: number, view: F90View, move: F90Move, blind: () => number[]): Odds | null {
  const p = me(view);
  switch (move.type) {
    case 'test':
      return cardTestOdds(view, blind(), move.card, move.with, p.target, freeSlots(p));
    case 'lapTest': {
      const lapped = view.turn?.lapping;
      return odds(chanceOf(blind(), move.with, lapTestNeed(view)), t('odds.fail.lap', { car: lapped ? carText(lapped) : '' }));
    }
    case 'brake':
      return move.yes && move.card === undefined ? odds(passShare(blind(), brakeNeed(view)), brakeFailure(view).failure, t('odds.success.brake')) : null;
    case 'offTest':
      return odds(chanceOf(blind(), move.with, view.turn?.offNeed ?? 0), offTestFailure(view, offIndex(s, view)).failure, t('odds.success.offTest'));
    case 'play': {
      if (view.options.junior) return juniorOdds(view, blind(), move.cards);
      const tests = playTests(view, move);
      if (tests.length !== 1) return null;
      return odds(chanceOf(blind(), tests[0].with, tests[0].need), testFailure(tests[0].slots).failure);
    }
    default:
      void seat;
      return null;
  }
}

/**
 * „POSITIONSKAMPF" against robots only: the chance that the seat's cards beat every robot that
 * fights, each with two cards from the draw pile („ROBOTER": „zieht zwei Karten"), the curve's
 * battle modifier for every car but the first in the section, BANGING WHEELS +3. A robot ahead of
 * the seat fights once a player behind it places cards; one behind it fights a player ahead. A tie
 * touches. Undefined when another player may still place cards (his plan), or the draw pile may
 * run out (a reshuffle).
 */
export function battleChance(s: F90State, seat: number, pool: () => number[], cards: readonly number[]): number | undefined {
  const b = s.battle;
  if (!b || !cards.length) return undefined;
  const me = s.players[seat];
  const q = s.queue[b.section];
  const modifier = track(s).sections[b.section].battle ?? 0;
  const bonus = (id: string) => (q.indexOf(id) !== 0 ? modifier : 0);
  const mine = cards.reduce((n, x) => n + battleValue(s, x, b.section), 0) + bonus(me.car) + (me.strategy === 'bangingWheels' ? 3 : 0);
  const robots: number[] = [];
  for (const id of b.group) {
    if (id === me.car) continue;
    const car = s.cars.find((c) => c.id === id)!;
    if (car.seat !== null) {
      if ((b.bids[id] ?? null)?.length === 0) continue; // declined
      return undefined; // a player who fights or may: his plan
    }
    if (!b.robotsOut.includes(id)) robots.push(bonus(id));
  }
  if (!robots.length) return 1;
  if (s.deck.length < 2 * robots.length) return undefined;
  // the move values of the cards a robot may draw, as counts; every robot's two below `mine`
  const counts = new Map<number, number>();
  for (const x of pool()) {
    const v = playingCard(x).move;
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  const values = [...counts.keys()];
  let total = [...counts.values()].reduce((a, n) => a + n, 0);
  // memo by the robot, its first card and the counts left (four movement values: few states)
  const memo = new Map<string, number>();
  const below = (r: number, first: number | null): number => {
    if (r === robots.length) return 1;
    const key = `${r}:${first}:${values.map((v) => counts.get(v)).join(',')}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const sum = belowNow(r, first);
    memo.set(key, sum);
    return sum;
  };
  const belowNow = (r: number, first: number | null): number => {
    let sum = 0;
    for (const v of values) {
      const n = counts.get(v)!;
      if (!n) continue;
      const p = n / total;
      if (first !== null && first + v + robots[r] >= mine) continue; // the robot reaches or passes: no success
      counts.set(v, n - 1);
      total -= 1;
      sum += p * (first === null ? below(r, v) : below(r + 1, null));
      counts.set(v, n);
      total += 1;
    }
    return sum;
  };
  return below(0, null);
}
