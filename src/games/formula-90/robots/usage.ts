/**
 * What a seat could use in a decision, and whether the move uses it — for the robots' usage table
 * of `npm run bench` and the usage floors of test/games/formula-90/robot-strengths.test.ts (issue
 * 33). Items: the driver abilities, fuel bids, tyres and strategies before the race and at a pit
 * stop; in the race each card colour and track cards, pairs, paying tyres with cards, the pit stop
 * (also behind the safety car), VERSATILITY, CHASE's open card, skipping, late braking, BANGING
 * WHEELS' overtake, battles, tests with a hand card, flags, the soft-tyre bonus and weather steps;
 * and the safety car coming out as a result of the move (`event:safety-car-out`). `worth` marks the
 * decisions where the game judges a strong player would use the item. Never on a request's path.
 */
import type { RobotUsage } from '../../../engine/contract';
import { CARD_TYPE_COLOUR } from '../data/cards';
import { isTrackCard, playingCard } from '../data/track-cards';
import { apply } from '../rules/apply';
import { hasModule } from '../rules/modules';
import { legalMoves } from '../rules/legal';
import { atPitDiscard } from './pit-discard';
import { blindChance, cardWorth, roundsLeft, unknownCards } from './values';
import { car as carOf, compareAhead, sectionOf, track } from '../rules/order';
import { testBonus } from '../rules/abilities';
import { rainModifier } from '../rules/tyres';
import type { F90Move, F90State } from '../rules/state';

type Play = Extract<F90Move, { type: 'play' }>;

const u = (item: string, used: boolean, worth?: boolean): RobotUsage => (worth === undefined ? { item, used } : { item, used, worth });

/** Each kind of choice of a list of legal moves (e.g. every strategy offered), used when the move is it. */
function each<T extends F90Move['type']>(legal: readonly F90Move[], move: F90Move, type: T, key: (m: Extract<F90Move, { type: T }>) => string | undefined, prefix: string): RobotUsage[] {
  const names = new Set<string>();
  for (const m of legal) if (m.type === type) names.add(key(m as Extract<F90Move, { type: T }>) ?? '');
  const chosen = move.type === type ? key(move as Extract<F90Move, { type: T }>) : undefined;
  return [...names].filter((n) => n !== '').map((n) => u(`${prefix}:${n}`, chosen === n));
}

const colourOf = (no: number) => (isTrackCard(no) ? 'track' : CARD_TYPE_COLOUR[playingCard(no).type]);

export function robotUsage(s: F90State, seat: number, move: F90Move): RobotUsage[] {
  // the pit stop's discards name no item (and their list can run past 100,000 moves)
  if (atPitDiscard(s, seat)) return [];
  const legal = legalMoves(s, seat);
  if (legal.length <= 1) return [];
  const p = s.players[seat];
  switch (s.phase) {
    case 'sheets':
      return each(legal, move, 'ability', (m) => m.ability, 'ability');
    case 'mulligan':
      return [u('action:spare-car', move.type === 'mulligan' && move.redraw)];
    case 'qualifying':
      return hasModule(s, 'fuel') ? each(legal, move, 'qualify', (m) => String(m.fuel), 'fuel') : [];
    case 'tyres':
      return each(legal, move, 'tyres', (m) => m.tyre, 'tyre');
    case 'strategy':
      return each(legal, move, 'strategy', (m) => m.strategy, 'strategy');
    case 'race':
      break;
    default:
      return [];
  }
  if (s.orangeAsk) {
    // „ORANGE FLAGGE": worth forcing a robot ahead of the holder to brake late
    const robot = carOf(s, s.orangeAsk);
    const ahead = compareAhead(s, robot, carOf(s, p.car)) > 0;
    return [u('flag:orange-force', move.type === 'orange' && move.force, ahead), ...safetyCar(s, seat, move)];
  }
  if (s.battle) return [u('action:battle', move.type === 'declare' && move.cards.length > 0)];
  const t = s.turn!;
  switch (t.step) {
    case 'begin': {
      const out: RobotUsage[] = [];
      const canPit = legal.some((m) => m.type === 'pit') && legal.some((m) => m.type === 'draw');
      if (canPit && s.safetyCar) {
        // „SAFETY CAR": a stop costs only the place behind the last car — nearly free when one is due anyway
        out.push(u('action:pit-under-safety-car', move.type === 'pit', p.fuelBox !== null && roundsLeft(s) > 2));
      } else if (canPit) out.push(u('action:pit', move.type === 'pit'));
      // the tyres fitted at a stop („Reifentypen und Wetter"): counted when the robot stops
      if (move.type === 'pit' && move.tyre) out.push(...each(legal.filter((m) => m.type === 'pit' && m.extra === move.extra), move, 'pit', (m) => m.tyre, 'tyre'));
      if (legal.some((m) => m.type === 'strategy')) out.push(u('action:versatility-change', move.type === 'strategy'));
      const open = legal.filter((m): m is Extract<F90Move, { type: 'draw' }> => m.type === 'draw' && m.from !== 'deck');
      if (open.length > 0) {
        const best = Math.max(...open.map((m) => cardWorth(m.from === 'discard' ? s.discard[s.discard.length - 1] : (m.from as number))));
        out.push(u('action:chase-draw', move.type === 'draw' && move.from !== 'deck', best > AVERAGE_WORTH + 0.3));
      }
      return out;
    }
    case 'pitStrategy':
      return each(legal, move, 'strategy', (m) => m.strategy, 'strategy');
    case 'play':
      return playUsage(s, legal, move);
    case 'brake': {
      const c = carOf(s, t.car);
      const chance = blindChance(unknownCards(s, p), (track(s).sections[sectionOf(s, c.pos)].brake ?? 0) + testBonus(p) + rainModifier(s));
      const symbol = legal.some((m) => m.type === 'brake' && m.card !== undefined);
      const out = [u('action:late-braking', move.type === 'brake' && move.yes, chance >= 0.7 || symbol)];
      if (symbol) out.push(u('card:late-braking-symbol', move.type === 'brake' && move.card !== undefined, true));
      return out;
    }
    case 'overtake':
      return [u('action:banging-wheels-overtake', move.type === 'overtake' && move.yes)];
    case 'lapTest':
      return [u('action:lap-test-hand-card', move.type === 'lapTest' && move.with !== 'blind')];
    case 'offTest':
      return [u('action:off-test-hand-card', move.type === 'offTest' && move.with !== 'blind'), ...safetyCar(s, seat, move)];
    case 'flag': {
      const green = t.flags?.[0] === 'green';
      return [u(green ? 'flag:green' : 'flag:yellow', move.type === 'flag' && move.section !== null)];
    }
    default:
      return [];
  }
}

/** The worth of an average race card (what a card from the pile is worth). */
const AVERAGE_WORTH = (() => {
  let sum = 0;
  for (let no = 1; no <= 184; no++) sum += cardWorth(no);
  return sum / 184;
})();

function playUsage(s: F90State, legal: readonly F90Move[], move: F90Move): RobotUsage[] {
  const plays = legal.filter((m): m is Play => m.type === 'play');
  const chosen = move.type === 'play' ? move : null;
  const out: RobotUsage[] = [u('action:skip', move.type === 'skip')];
  if (plays.some((m) => m.cards.length === 2)) out.push(u('action:pair', chosen?.cards.length === 2));
  if (plays.some((m) => m.pay.length > 0)) out.push(u('action:pay-with-cards', (chosen?.pay.length ?? 0) > 0));
  if (plays.some((m) => m.soft)) out.push(u('action:soft-tyre-bonus', chosen?.soft === true));
  if (plays.some((m) => m.weather?.some((x) => x !== 0))) out.push(u('action:weather-step', chosen?.weather?.some((x) => x !== 0) === true));
  if (plays.some((m) => m.tests.some((x) => typeof x.with === 'number' && !m.cards.includes(x.with)))) {
    out.push(u('action:test-with-hand-card', chosen?.tests.some((x) => typeof x.with === 'number' && !chosen.cards.includes(x.with)) === true));
  }
  const colours = new Set<string>(plays.flatMap((m) => m.cards.map(colourOf)));
  for (const colour of ['red', 'green', 'orange', 'yellow', 'track'] as const) {
    if (colours.has(colour)) out.push(u(`card:${colour}`, chosen?.cards.some((k) => colourOf(k) === colour) === true));
  }
  return out;
}

/** „SAFETY CAR": whether the move brings it out (an off-track line's SC icon; with the module only). */
function safetyCar(s: F90State, seat: number, move: F90Move): RobotUsage[] {
  if (!hasModule(s, 'offTrack') || s.safetyCar) return [];
  const after = apply(s, seat, move);
  return [u('event:safety-car-out', after.events.some((e) => e.k === 'safetyCar'))];
}
