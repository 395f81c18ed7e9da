/**
 * The robot player's decisions around the movement (Formula 90, „BOXENSTOPP", „BREMSEN",
 * „SPURLINIEN", „ÜBERRUNDUNG DURCH DEN FÜHRENDEN", „POSITIONSKAMPF").
 */
import { testBonus } from '../rules/abilities';
import { type RaceCard } from '../data/cards';
import { playingCard } from '../data/track-cards';
import { battleValue } from '../rules/track-symbols';
import { rainModifier } from '../rules/tyres';
import { findLaneLine } from '../data/tracks';
import { freeSlots } from '../rules/damage';
import { car as carOf, isRobot, sectionOf, track } from '../rules/order';
import type { Car, F90Move, F90State, Player } from '../rules/state';
import { OUT, blindChance, cardCost, cardWorth, damageCost, roundsLeft, servesLane, targetTest, targetWorth } from './values';

/**
 * „BREMSEN": the blind test against the braking section's target. Success: past every car here
 * into the next section (HAZARD: two when it is empty); failure: off the track, and the next turn
 * is only the re-entry („VERLASSEN DER BAHN") — in which no pit stop is allowed, so never when the
 * fuel tile comes up next round. In the last round a failure only puts the car behind the others.
 */
export function brakeValue(s: F90State, p: Player, c: Car, unknown: readonly RaceCard[] | 'sure'): number {
  const sec = sectionOf(s, c.pos);
  // a track card's late-braking symbol: success without the test
  const chance = unknown === 'sure' ? 1 : blindChance(unknown, (track(s).sections[sec].brake ?? 0) + testBonus(p) + rainModifier(s));
  const q = s.queue[sec].filter((id) => carOf(s, id).status === 'racing');
  const ahead = Math.max(0, q.indexOf(c.id));
  const behind = q.length - 1 - ahead;
  const nextBusy = s.queue[sectionOf(s, c.pos + 1)].some((id) => carOf(s, id).status === 'racing');
  const gain = (p.strategy === 'hazard' && !nextBusy ? 2 : 1) + 0.25 * ahead;
  let loss: number;
  if (roundsLeft(s) === 0) loss = 0.25 * behind;
  else if (chance < 1 && p.fuelBox !== null && p.fuelBox <= s.box + 1) return -OUT;
  else loss = 1.5 + 0.25 * behind;
  return chance * gain - (1 - chance) * loss;
}

/** A lane-line point: its bonus next turn, if the hand can serve its colour („SPURLINIEN"). */
export function laneValue(s: F90State, p: Player, line: string, hand: readonly number[]): number {
  if (roundsLeft(s) === 0) return 0;
  const found = findLaneLine(track(s), line);
  if (!found) return 0;
  return found.line.bonus * servesLane(p, hand, found.line.colour) * 0.9;
}

/**
 * „ÜBERRUNDUNG DURCH DEN FÜHRENDEN": the leader's test before lapping: a hand card that passes
 * (the least useful one), or blind; a failure only stops the car, so the test card's value counts.
 */
export function lapTestScores(s: F90State, p: Player, legal: readonly F90Move[], unknown: readonly RaceCard[]): number[] {
  const target = targetTest(p);
  const limit = target + testBonus(p); // REFLEXES
  const rest = Math.min(s.turn?.mp ?? 1, 3) * 0.8;
  const mean = unknown.length ? unknown.reduce((n, u) => n + u.test, 0) / unknown.length : 50;
  return legal.map((m) => {
    if (m.type !== 'lapTest') return -OUT;
    if (m.with === 'blind') return blindChance(unknown, limit) * rest + targetWorth(s, mean) - targetWorth(s, target);
    const f = playingCard(m.with).test;
    return (f <= limit ? rest : 0) - cardCost(s, p, m.with, p.hand.length - 1) + targetWorth(s, f) - targetWorth(s, target);
  });
}

/**
 * „BOXENSTOPP": when the fuel tile comes up the stop is forced (the only legal move); before that,
 * when the stop is near and the chips, cards or damage slots run low; after it, a second stop only
 * when the car can hardly go on and enough of the race is left to make up for the pit time.
 */
export function wantsPit(s: F90State, p: Player): boolean {
  const free = freeSlots(p);
  const left = roundsLeft(s);
  // „SAFETY CAR": a stop costs only the place behind the last car („einen Abschnitt hinter den
  // letzten Rennwagen") — worth it whenever a fuel stop is still to come, or the stop is half needed
  if (s.safetyCar && left > 2 && (p.fuelBox !== null || p.chips * 2 < p.chipsMax || free <= 1 || p.hand.length <= 2)) return true;
  if (p.fuelBox !== null) {
    const until = p.fuelBox - s.box;
    if (until <= 1 && (p.chips <= 3 || free <= 2 || p.hand.length <= 2)) return true;
    if (until <= 3 && (p.chips <= 1 || free <= 1 || p.hand.length <= 1)) return true;
    return false;
  }
  // a second stop costs the pit time; it pays off when the rounds left times what is missing now outweigh it
  const short =
    (p.chips === 0 ? 0.4 : p.chips === 1 ? 0.2 : 0) + // sections a round lost for want of …: chips
    (p.hand.length <= 1 ? 1 : p.hand.length === 2 ? 0.5 : 0) + // cards
    (free <= 1 && p.damage.red >= 1 ? 0.6 : 0); // damage slots (red discs are repaired)
  return left * short > track(s).pitTime + 2;
}

// ---- Position battles ------------------------------------------------------------------------

type Dist = Map<number, number>;

/** A place won or lost in a curve, in sections: the car behind is blocked there („KURVEN"). */
const PLACE = 2;

function addDist(a: Dist, b: Dist): Dist {
  const out: Dist = new Map();
  for (const [x, px] of a) for (const [y, py] of b) out.set(x + y, (out.get(x + y) ?? 0) + px * py);
  return out;
}

/** The movement value of a random unknown card, and of the better of two (a player's choice). */
function cardDists(unknown: readonly RaceCard[]): { one: Dist; best: Dist } {
  const one: Dist = new Map();
  for (const c of unknown) one.set(c.move, (one.get(c.move) ?? 0) + 1 / Math.max(1, unknown.length));
  const best: Dist = new Map();
  for (const [x, px] of one) for (const [y, py] of one) best.set(Math.max(x, y), (best.get(Math.max(x, y)) ?? 0) + px * py);
  return { one, best };
}

/**
 * „POSITIONSKAMPF": 1–2 cards face down, or none. Taking part is worth the places it may win (a
 * car that declines falls behind every car that takes part), less the contact damage of an exact
 * tie and the cards frozen for the round. Only what the table sees counts: how many cards each
 * player laid, which robots take part (two random cards), the board's modifier, BANGING WHEELS.
 * The best cards stay out: they are for this round's movement.
 */
export function declareScores(s: F90State, p: Player, c: Car, legal: readonly F90Move[], unknown: readonly RaceCard[]): number[] {
  const b = s.battle!;
  const q = s.queue[b.section];
  const modifier = track(s).sections[b.section].battle ?? 0;
  const bonus = (id: string) => (q.indexOf(id) !== 0 ? modifier : 0) + (s.players[carOf(s, id).seat ?? -1]?.strategy === 'bangingWheels' ? 3 : 0);
  const { one, best } = cardDists(unknown);
  const mine = b.group.indexOf(c.id);
  const keep = new Set([...p.hand].sort((x, y) => cardWorth(y) - cardWorth(x)).slice(0, p.hand.length >= 4 ? 2 : 1));
  // each other car: the chance it takes part (if I do / if I do not) and its value's distribution
  const others = b.group
    .filter((id) => id !== c.id)
    .map((id) => {
      const o = carOf(s, id);
      const ahead = b.group.indexOf(id) < mine;
      let pInIf = 0;
      let pInIfNot = 0;
      let dist: Dist = addDist(one, one);
      if (id in b.bids) {
        pInIf = pInIfNot = b.bids[id].length > 0 ? 1 : 0;
        dist = b.bids[id].length === 2 ? addDist(best, best) : best;
      } else if (b.robotsIn.includes(id)) pInIf = pInIfNot = 1;
      else if (b.robotsOut.includes(id)) pInIf = pInIfNot = 0;
      else if (isRobot(o)) {
        // „ROBOTER": a robot defends against a player behind it who takes part
        pInIf = 1;
        pInIfNot = b.group.slice(0, b.group.indexOf(id)).some((x) => !isRobot(carOf(s, x))) || Object.values(b.bids).some((x) => x.length > 0) ? 1 : 0;
      } else {
        pInIf = 0.6;
        pInIfNot = 0.3;
        dist = addDist(best, best);
      }
      const shifted: Dist = new Map([...dist].map(([v, pv]) => [v + bonus(id), pv]));
      return { ahead, pInIf, pInIfNot, dist: shifted };
    });
  return legal.map((m) => {
    if (m.type !== 'declare') return -OUT;
    if (m.cards.length === 0) return -PLACE * others.filter((o) => !o.ahead).reduce((n, o) => n + o.pInIfNot, 0);
    // a track card's battle symbol doubles it in its curve
    const value = m.cards.reduce((n, k) => n + battleValue(s, k, b.section), 0) + bonus(c.id);
    let places = 0;
    let tie = 0;
    for (const o of others) {
      let lower = 0;
      let equal = 0;
      for (const [v, pv] of o.dist) {
        if (v < value) lower += pv;
        else if (v === value) equal += pv;
      }
      tie += o.pInIf * equal;
      if (o.ahead) places += o.pInIf * lower + (1 - o.pInIf);
      else places -= o.pInIf * (1 - lower - equal);
    }
    let score = PLACE * places - Math.min(1, tie) * damageCost(s, p, 1);
    const left = p.hand.length - m.cards.length;
    for (const k of m.cards) score -= (keep.has(k) ? 1.5 : 0.35) * cardCost(s, p, k, left);
    return score;
  });
}
