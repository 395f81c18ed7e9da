/**
 * The robot player off the track and with the safety car (Formula 90, module „Abseits der Spur
 * und Safety Cars": „ABSEITS DER BAHN", „SAFETY CAR"; „ORANGE FLAGGE"). What a failure on an
 * off-track line costs is read from the line's icons; the safety car is worth what it does to the
 * gaps between the players' cars („mit einem Abschnitt Abstand").
 */
import type { OffTrackIcon } from '../data/track-types';
import { playingCard } from '../data/track-cards';
import { freeSlots } from '../rules/damage';
import { hasModule } from '../rules/modules';
import { car as carOf, compareAhead, raceOrder, sectionOf, track } from '../rules/order';
import { rainModifier } from '../rules/tyres';
import type { Car, F90Move, F90State, Player } from '../rules/state';
import { OUT, blindChance, cardCost, chipCost, damageCost, unknownCards } from './values';

function lineOf(s: F90State, c: Car): readonly OffTrackIcon[] {
  return track(s).sections[sectionOf(s, c.pos)].offTrack?.icons ?? [];
}

/**
 * What a player's car loses on its off-track line from icon `from` on, in sections: chips and
 * damage at the robot's own prices, a handicap point a section, a forced stop most of a pit time,
 * a crash the race. A test on the way is passed with the odds of a blind card.
 */
function lineCost(s: F90State, p: Player, line: readonly OffTrackIcon[], from: number, chance: (limit: number) => number, chipsNow = p.chips, freeNow = freeSlots(p)): number {
  let cost = 0;
  let chips = chipsNow;
  let free = freeNow;
  for (let i = from; i < line.length; i++) {
    const icon = line[i];
    switch (icon.kind) {
      case 'test': {
        const ok = chance(icon.target + rainModifier(s));
        return cost + (1 - ok) * lineCost(s, p, line, i + 1, chance, chips, free);
      }
      case 'tyres':
        if (chips < icon.n) return cost + OUT;
        cost += chipCost(s, p, icon.n);
        chips -= icon.n;
        break;
      case 'damage':
        if (free < icon.n) return cost + OUT;
        cost += damageCost(s, p, icon.n, free);
        free -= icon.n;
        break;
      case 'handicap':
        cost += icon.n;
        break;
      case 'pit':
        cost += 0.7 * track(s).pitTime;
        break;
      case 'out':
      case 'safetyCar':
        return cost + OUT;
    }
  }
  return cost;
}

/**
 * „ABSEITS DER BAHN": the line's test with a hand card that passes (its worth in the hand) or blind
 * (its odds against what the rest of the line costs). A mild line is tried blind; where a failure
 * crashes the car, the hand card that passes.
 */
export function offTestScores(s: F90State, p: Player, c: Car, at: number, legal: readonly F90Move[]): number[] {
  const unknown = unknownCards(s, p);
  const chance = (limit: number) => blindChance(unknown, limit);
  const line = lineOf(s, c);
  const icon = line[at];
  const need = (icon?.kind === 'test' ? icon.target : 0) + rainModifier(s);
  const fail = lineCost(s, p, line, at + 1, chance);
  return legal.map((m) => {
    if (m.type !== 'offTest') return -OUT;
    if (m.with === 'blind') return -(1 - chance(need)) * fail;
    return -cardCost(s, p, m.with, p.hand.length - 1) - (playingCard(m.with).test <= need ? 0 : fail);
  });
}

/** The chance that a robot made to brake late here ends at its line's safety-car icon (robots test blind). */
function safetyCarChance(s: F90State, robot: Car, chance: (limit: number) => number): number {
  const sec = track(s).sections[sectionOf(s, robot.pos)];
  let p = 1 - chance((sec.brake ?? 0) + rainModifier(s));
  for (const icon of sec.offTrack?.icons ?? []) {
    if (icon.kind === 'test') p *= 1 - chance(icon.target + rainModifier(s));
    else if (icon.kind === 'out') return 0;
    else if (icon.kind === 'safetyCar') return p;
  }
  return 0;
}

/**
 * „SAFETY CAR": the sections the player's car gains on the other players' cars when the field lines
 * up one section apart behind the leader (positive when it closes gaps to cars in front; negative
 * when it gives away its lead over cars behind). Each gap counts up to 8 sections.
 */
export function safetyCarGain(s: F90State, p: Player): number {
  const order = raceOrder(s);
  const me = carOf(s, p.car);
  const mine = order.findIndex((c) => c.id === me.id);
  if (mine < 0) return 0;
  let gain = 0;
  order.forEach((q, k) => {
    if (q.seat === null || q.id === me.id) return;
    const before = Math.max(-8, Math.min(8, me.pos - q.pos));
    const after = k - mine;
    gain += after - before;
  });
  return gain;
}

/**
 * „ORANGE FLAGGE": a robot ahead is made to brake late (it may fly off), one behind is left alone
 * when it could pass the player's car with it; and with the safety car in the game, a robot at a
 * line that ends with the safety car is made to brake late when the safety car would close the gap
 * to the players in front — never when it would throw away a lead.
 * `asked`: the robot asked about (`orangeAsk`).
 */
export function orangeScores(s: F90State, p: Player, asked: string, legal: readonly F90Move[]): number[] {
  const robot = carOf(s, asked);
  const me = carOf(s, p.car);
  const ahead = compareAhead(s, robot, me) > 0;
  const sec = sectionOf(s, robot.pos);
  const n = s.queue.length;
  // a late braking takes the robot into the next section: past the player's car if it stands there
  const passes = !ahead && (sectionOf(s, me.pos) === sec || sectionOf(s, me.pos) === (sec + 1) % n);
  let force = (ahead ? 0.6 : 0) - (passes ? 1 : 0);
  if (hasModule(s, 'offTrack') && !s.safetyCar) {
    const unknown = unknownCards(s, p);
    force += safetyCarChance(s, robot, (limit) => blindChance(unknown, limit)) * safetyCarGain(s, p);
  }
  return legal.map((m) => (m.type !== 'orange' ? -OUT : m.force ? force : 0));
}
