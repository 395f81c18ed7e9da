/**
 * A player's individual turn, step by step (Formula 90, „EINZELRUNDEN": pit stop → draw 1–2 →
 * play 1–2 → pay, test, draw → move). Each step is one move; the engine goes on by itself where the
 * rules leave no choice.
 */
import { testBonus } from './abilities';
import { CHECK_MODIFIER } from '../data/cards';
import { playingCard } from '../data/track-cards';
import { tyreCost, damageIcons, laneBonus } from './cards-play';
import { fuelDue, pitStop, takeDamage } from './damage';
import { Decision, endMovement, lateBrake, passCar, passRule, runMovement, stop, takeLane } from './movement';
import { balanceSpecial, gainTrackCards, luckySpecial, saveTyresSpecial, turnEndSpecials } from './specials';
import { PITTING_TRACK_CARDS } from '../data/abilities';
import { changeWeather, fitTyres, rainModifier } from './tyres';
import { movementPoints } from './movement-value';
import { applyFlag, playFlags } from './flags';
import { followLine, lineTest, offTest, reenterAdvanced } from './off-track';
import { safetyCarMove } from './safety-car';
import { needModule, tyresOf } from './modules';
import { discardCards, drawCard, drawCards, takeFromDiscard } from './piles';
import { car as carOf, restartRound, updateLead } from './order';
import type { Car, F90Move, F90State, Player, Turn } from './state';

/** A new turn for the player driving `c`. */
export function startPlayerTurn(s: F90State, c: Car): void {
  const p = s.players[c.seat!];
  s.turn = {
    car: c.id,
    seat: c.seat!,
    step: 'begin',
    drawn: [],
    played: [],
    checks: [],
    used: [],
    hazard: 0,
    mp: 0,
    laneBonus: 0,
    lapping: null,
    braked: false,
    // „BANGING WHEELS … Am Start bietet [sie] eine freie Überholung" (also at the restart after the safety car)
    freePass: (s.box === 0 || restartRound(s)) && p.strategy === 'bangingWheels',
    bwOvertake: false,
    entered: 0,
    from: c.pos,
    passed: [],
    // „Wiedereintrittsrunde" (advanced): the car starts beside the track
    ...(c.status === 'offTrack' ? { reentry: true } : {}),
  };
}

function playerAndCar(s: F90State): { t: Turn; p: Player; c: Car } {
  const t = s.turn!;
  return { t, p: s.players[t.seat], c: carOf(s, t.car) };
}

/** Ends the turn: the car has played this round. */
function finishTurn(s: F90State): void {
  const { t, c } = playerAndCar(s);
  c.moved = true;
  if (t.played.length > 0 || t.entered > 0) {
    s.events.push({ k: 'move', car: c.id, from: t.from, to: c.pos, mp: t.played.length, passed: t.passed });
  }
  turnEndSpecials(s, t, c, s.players[t.seat]);
  s.turn = null;
  updateLead(s);
}

/** Carries on after a movement decision: the next decision, or the end of the turn. */
function afterMovement(s: F90State, d: Decision | null): void {
  if (!s.turn) return; // the car went out
  if (d === 'offTest') {
    s.turn.step = d; // „ABSEITS DER BAHN": the line's test waits for the player
    return;
  }
  if (s.turn && carOf(s, s.turn.car).status !== 'racing') {
    finishTurn(s);
    return;
  }
  if (d === null) finishTurn(s);
  else s.turn.step = d;
}

/** Applies one step of the turn (the move is known to be legal). */
export function applyTurnMove(s: F90State, move: F90Move): void {
  const { t, p, c } = playerAndCar(s);
  switch (move.type) {
    case 'pit': {
      pitStop(s, c, fuelDue(s, c), move.extra ?? 0);
      // „Die Sorte der … Reifen kann nur bei einem Boxenstopp geändert werden"
      if (move.tyre) fitTyres(s, p, move.tyre, false);
      if (p.hand.length === 0) refill(s, p, c, []);
      else t.step = 'pitDiscard';
      return;
    }
    case 'pitDiscard':
      refill(s, p, c, move.cards);
      return;
    case 'strategy':
      setStrategy(s, p, c, move.strategy);
      if (t.step === 'begin') {
        // VERSATILITY: the change at the start of the turn; the tile turns over until a pit stop
        p.versatile = false;
        return;
      }
      s.turn = null; // the rest of the turn comes when play reaches the car's new section
      return;
    case 'draw': {
      if (move.from === 'deck') {
        // LUCKY's pair not off the track nor behind the safety car („Strategien … können nicht eingesetzt werden")
        const n = p.strategy === 'lucky' && !t.reentry && !s.safetyCar ? 2 : 1;
        const cards = drawCards(s, n);
        s.events.push({ k: 'draw', car: c.id, cards, open: false, from: 'deck' });
        if (cards.length === 2) {
          t.drawn = cards;
          luckySpecial(s, p, cards);
          t.step = 'keep';
          return;
        }
        p.hand.push(...cards);
        if (s.safetyCar) {
          t.step = 'scDiscard'; // „SAFETY CAR": no cards played; one section; a card discarded
          return;
        }
      } else {
        const card = move.from === 'discard' ? s.discard[s.discard.length - 1] : move.from;
        takeFromDiscard(s, card);
        p.hand.push(card);
        s.events.push({ k: 'draw', car: c.id, cards: [card], open: true, from: move.from === 'discard' ? 'discard' : 'chase' });
      }
      t.step = 'play';
      return;
    }
    case 'keep': {
      const other = t.drawn.find((x) => x !== move.card)!;
      p.hand.push(move.card);
      discardCards(s, [other]);
      s.events.push({ k: 'keep', car: c.id, kept: move.card, discarded: other });
      t.drawn = [];
      t.step = 'play';
      return;
    }
    case 'skip':
      // „Ein Spieler darf beschließen, freiwillig keine Karte auszuspielen …: die Strategie … ändern"
      s.events.push({ k: 'skip', car: c.id });
      if (c.status === 'offTrack') reenterAdvanced(s, c, 0); // „wird der Rennwagen einfach im Wiedereintrittsabschnitt … aufgestellt"
      if (move.strategy && move.strategy !== p.strategy) setStrategy(s, p, c, move.strategy);
      finishTurn(s);
      return;
    case 'play':
      play(s, t, p, c, move);
      return;
    case 'test':
      cardTest(s, t, p, c, move.card, move.with);
      if (s.turn === t && t.checks.length === 0) afterTests(s, t, p, c, null);
      return;
    case 'top': {
      const rest = t.used.filter((x) => x !== move.card);
      discardCards(s, [...rest, move.card]);
      t.used = [];
      cardEvents(s, t, p, c);
      return;
    }
    case 'lapTest': {
      const other = carOf(s, t.lapping!);
      const limit = need(p, 0);
      const { card, ok } = targetTest(s, p, move.with, 0);
      discardCards(s, t.used); // the old target, during the movement
      t.used = [];
      s.events.push({ k: 'lapTest', car: c.id, other: other.id, with: card, blind: move.with === 'blind', need: limit, success: ok });
      t.lapping = null;
      if (ok) {
        // The test changes nothing the pass rule reads (positions, lead, flags, the played cards):
        // the rule that asked for it still holds. Anything else is a broken invariant, never a free pass.
        const rule = passRule(s, c, other, t);
        if (rule.kind !== 'test') {
          throw new Error(`Formula 90: ${c.id} passed its lap test on ${other.id}, but the pass rule is now '${rule.kind}', not the 'test' that asked for it`);
        }
        passCar(s, c, other, rule.cost, t);
        afterMovement(s, runMovement(s, c, t));
      } else {
        afterMovement(s, stop(s, c, t)); // „muss der Führende anhalten … es entsteht aber kein Schaden"
      }
      return;
    }
    case 'overtake':
      if (move.yes) {
        t.bwOvertake = true;
        afterMovement(s, runMovement(s, c, t));
      } else afterMovement(s, stop(s, c, t));
      return;
    case 'brake':
      afterMovement(s, move.yes ? lateBrake(s, c, t, move.card) : endMovement(s, c, t));
      return;
    case 'lane':
      takeLane(s, c, move.line);
      finishTurn(s);
      return;
    case 'offTest': {
      // „ABSEITS DER BAHN": the test passed, to the re-entry position; failed, on along the line
      const at = t.off;
      if (at === undefined) throw new Error(`Formula 90: ${c.id}'s off-track test with no icon waiting`);
      const ok = offTest(s, c, lineTest(s, c, at), move.with);
      const next = ok ? null : followLine(s, c, at + 1);
      if (s.turn !== t) return; // out of the race, or the safety car
      if (next === null) {
        delete t.off;
        finishTurn(s);
      } else t.off = next;
      return;
    }
    case 'scDiscard':
      p.hand = p.hand.filter((x) => x !== move.card);
      discardCards(s, [move.card]);
      safetyCarMove(s, c);
      finishTurn(s);
      return;
    case 'flag':
      applyFlag(s, t, c, move.section, move.at);
      if (!t.flags) startMovement(s, t, p, c);
      return;
    default:
      throw new Error(`not a turn step: ${move.type}`);
  }
}

/** „BOXENSTOPP": discard any cards, draw up to the hand size (battle cards count), then the strategy. */
function refill(s: F90State, p: Player, c: Car, discards: number[]): void {
  p.hand = p.hand.filter((x) => !discards.includes(x));
  discardCards(s, discards);
  const room = Math.max(0, p.handMax - p.hand.length - p.frozen.length);
  const drawn = drawCards(s, room);
  p.hand.push(...drawn);
  s.events.push({ k: 'refill', car: c.id, discarded: discards, drawn, repaired: 0, chips: p.chips });
  // PITTING: „zieht er nach dem Beenden eines Boxenstopps zwei Bahnkarten … zusätzlich zu dem … Kartenlimit"
  if (p.ability === 'pitting') gainTrackCards(s, p, PITTING_TRACK_CARDS, 'pitting');
  // „Harte Reifen bringen dir eine Bahnkarte": after the refill, beyond the hand size
  if (p.tyre === 'hard') gainTrackCards(s, p, 1, 'hard');
  if (s.options.junior) s.turn = null;
  else s.turn!.step = 'pitStrategy';
}

function setStrategy(s: F90State, p: Player, c: Car, strategy: Player['strategy']): void {
  if (!strategy) return;
  s.events.push({ k: 'strategy', car: c.id, strategy, was: p.strategy });
  p.strategy = strategy;
}

/** „Bezahle alle erforderlichen Ressourcen": chips and cards for the tyres, damage discs; then the tests. */
function play(s: F90State, t: Turn, p: Player, c: Car, move: Extract<F90Move, { type: 'play' }>): void {
  const { cards, pay } = move;
  p.hand = p.hand.filter((x) => !cards.includes(x) && !pay.includes(x));
  t.played = [...cards];
  p.played = [...cards];
  if (move.soft) t.soft = true;
  if (move.weather) t.weather = [...move.weather];
  const cost = tyreCost(p, cards);
  p.chips -= cost - pay.length;
  s.events.push({ k: 'play', car: c.id, cards, chips: cost - pay.length, payCards: pay });
  saveTyresSpecial(s, p, cost);
  t.used = [...pay, ...cards];
  const dmg = damageIcons(cards);
  if (dmg > 0) {
    if (!takeDamage(s, c, dmg, 'card')) return;
    if (p.strategy === 'hazard') t.hazard += dmg;
  }
  t.checks = cards.filter((x) => playingCard(x).check !== null);
  // „JUNIORENVARIANTE: alle Tests sind Blindtests"
  const tests = s.options.junior ? t.checks.map((card) => ({ card, with: 'blind' as const })) : move.tests;
  for (const x of tests) {
    cardTest(s, t, p, c, x.card, x.with);
    if (s.turn !== t) return; // out of the race
  }
  if (t.checks.length > 0) t.step = 'test';
  else afterTests(s, t, p, c, move.top);
}

function need(p: Player, modifier: number): number {
  return (p.target !== null ? playingCard(p.target).test : 0) + modifier + testBonus(p);
}

/**
 * A test against the target on the car sheet: the test card (a played card, a hand card or a blind
 * draw) replaces the target, which is discarded („TEST").
 */
function targetTest(s: F90State, p: Player, from: number | 'blind', modifier: number): { card: number; ok: boolean } {
  const t = s.turn!;
  const limit = need(p, modifier);
  let card: number;
  if (from === 'blind') card = drawCard(s) ?? 0;
  else {
    card = from;
    if (t.used.includes(card)) t.used = t.used.filter((x) => x !== card);
    else p.hand = p.hand.filter((x) => x !== card);
  }
  const ok = card !== 0 && playingCard(card).test <= limit;
  if (p.target !== null) t.used.push(p.target);
  p.target = card || p.target;
  return { card, ok };
}

/** A test required by a played card; HAZARD: +1 for a success and for each damage („HAZARD"). */
function cardTest(s: F90State, t: Turn, p: Player, c: Car, forCard: number, from: number | 'blind'): void {
  const check = playingCard(forCard).check!;
  // „bei Regen … ein -20 Handikap auf ihre Tests"
  const modifier = CHECK_MODIFIER[check] + rainModifier(s);
  const limit = need(p, modifier);
  const { card, ok } = targetTest(s, p, from, modifier);
  s.events.push({ k: 'test', car: c.id, card: forCard, with: card, blind: from === 'blind', need: limit, success: ok });
  t.checks = t.checks.filter((x) => x !== forCard);
  if (p.strategy === 'hazard') t.hazard += 1; // a success, or the damage of a failure
  if (!ok) takeDamage(s, c, 1, 'test');
}

/** „ziehe zusätzliche Karten", then the used cards to the discard pile, `top` last (asked if not given). */
function afterTests(s: F90State, t: Turn, p: Player, c: Car, top: number | null): void {
  const n = t.played.reduce((sum, x) => sum + playingCard(x).draw, 0);
  if (n > 0) {
    const cards = drawCards(s, n);
    p.hand.push(...cards);
    s.events.push({ k: 'draw', car: c.id, cards, open: false, from: 'card' });
  }
  if (new Set(t.used).size >= 2) {
    if (top === null) {
      t.step = 'top';
      return;
    }
    discardCards(s, [...t.used.filter((x) => x !== top), top]);
  } else discardCards(s, t.used);
  t.used = [];
  cardEvents(s, t, p, c);
}

/**
 * „löse ein Ereignis aus": the played cards' flags (blue and orange at once, yellow and green
 * asked at the 'flag' step); the weather steps come with the movement.
 */
function cardEvents(s: F90State, t: Turn, p: Player, c: Car): void {
  playFlags(s, t, c);
  if (t.flags) t.step = 'flag';
  else startMovement(s, t, p, c);
}

/** The movement value: cards, the lane-line bonus and HAZARD's bonus („Boni sind nicht optional"). */
function startMovement(s: F90State, t: Turn, p: Player, c: Car): void {
  // „löse ein Ereignis aus, wie eine Wetteränderung": each weather symbol's step, at once
  if (t.weather) changeWeather(s, c.id, t.weather);
  if (t.soft) needModule(tyresOf(s, p), 'a soft-tyre bonus').softLeft -= 1;
  t.laneBonus = laneBonus(s, c, p, t.played);
  t.mp = movementPoints(s, c, p, t.played, t.hazard, t.soft === true);
  delete t.soft;
  delete t.weather;
  t.from = c.pos;
  // „Auffahren auf die Bahn": 1 point and the line's handicap, then on from the re-entry section
  if (c.status === 'offTrack') {
    t.mp = reenterAdvanced(s, c, t.mp);
    t.entered += 1;
  }
  balanceSpecial(s, c, p, t.played);
  t.step = 'play';
  afterMovement(s, runMovement(s, c, t));
}
