/** What must hold after every move (tests: playouts check it move by move). */
import { DECK_SIZE } from '../data/cards';
import { conditionOf, SOFT_BONUSES, SOFT_SETS, WEATHER_SLOTS } from '../data/weather';
import { isTrackCard, TRACK_CARD_COUNT, trackCardsOf } from '../data/track-cards';
import { buildSide } from '../data/car-sheets';
import { boxOfLap, findLaneLine } from '../data/tracks';
import { hasModule, offTrackOf, trackCardsOn, tyresOf, tyresOn } from './modules';
import { BLUE_PAWNS, YELLOW_TILES } from './flags';
import { freeSlots } from './damage';
import { car as carOf, finalLap, leader, sectionOf, track } from './order';
import { BROWN_DISCS } from './setup';
import type { F90State } from './state';
import { corrected } from './version';

function check(ok: boolean, what: string): asserts ok {
  if (!ok) throw new Error(`Formula 90 invariant: ${what}`);
}

export function assertInvariants(s: F90State): void {
  // Every card is in exactly one place; track cards („Bahnkarten und Extras") only with the module,
  // only the race's track's, and never on the race cards' piles.
  check(trackCardsOn(s) || (s.trackDeck === undefined && s.trackDiscard === undefined), 'track card piles without the module');
  const trackDiscard = trackCardsOn(s) ? s.trackDiscard : [];
  const trackPiles = trackCardsOn(s) ? [...s.trackDeck, ...s.trackDiscard] : [];
  const cards = [...s.deck, ...s.discard, ...trackPiles];
  for (const p of s.players) {
    cards.push(...p.hand, ...p.frozen);
    if (p.target !== null) cards.push(p.target);
    if (p.qualiCard !== null) cards.push(p.qualiCard);
  }
  if (s.turn) cards.push(...s.turn.drawn, ...s.turn.used.filter((x) => !s.discard.includes(x) && !trackDiscard.includes(x)));
  const size = DECK_SIZE + (hasModule(s, 'trackCards') ? TRACK_CARD_COUNT[s.options.track] : 0);
  check(cards.length === size && new Set(cards).size === size, `cards ${cards.length}/${new Set(cards).size} of ${size}`);
  check(![...s.deck, ...s.discard].some(isTrackCard), 'a track card on the race cards\' piles');
  const own = new Set(hasModule(s, 'trackCards') ? trackCardsOf(s.options.track).map((x) => x.no) : []);
  check(cards.every((x) => !isTrackCard(x) || own.has(x)), 'a track card of another track');
  check(trackPiles.every(isTrackCard), 'a race card on the track cards\' piles');
  // Damage discs: the brown ones are never more than six.
  const brown = s.cup.brown + s.players.reduce((n, p) => n + p.damage.brown, 0);
  check(brown === BROWN_DISCS, `brown discs ${brown}`);
  for (const p of s.players) {
    check(p.chips >= 0 && p.chips <= p.chipsMax, `chips of ${p.car}`);
    check(freeSlots(p) >= 0, `damage of ${p.car}`);
    // „TREIBSTOFFMANAGEMENT": the fuel tile lies in the box of its lap, within the race
    if (hasModule(s, 'fuel') && s.grid.length > 0) {
      check((p.fuelLap == null) === (p.fuelBox === null), `fuel tile of ${p.car}`);
      if (p.fuelLap != null) check(p.fuelBox === boxOfLap(track(s), p.fuelLap) && p.fuelLap <= finalLap(s), `fuel lap of ${p.car}`);
    }
    // „RENNWAGENAUSBAU": the car's values are its build's
    if (p.build) {
      const v = buildSide(p.build);
      check(p.chipsMax === v.chips && p.handMax === v.hand && p.slots === v.slots, `build of ${p.car}`);
    }
  }
  // „Reifentypen und Wetter": soft bonuses only on soft tyres, at most two soft sets
  for (const player of s.players) {
    const p = tyresOf(s, player);
    if (!p) break;
    check(p.softLeft >= 0 && p.softLeft <= SOFT_BONUSES && p.softSets <= SOFT_SETS, `soft tyres of ${p.car}`);
    check(p.tyre === 'soft' || p.softLeft === 0, `soft bonuses of ${p.car} on ${p.tyre} tyres`);
  }
  if (s.phase !== 'race' && s.phase !== 'over') return;
  if (tyresOn(s)) {
    check(s.weather != null && s.weather >= 1 && s.weather <= WEATHER_SLOTS, `weather slot ${s.weather}`);
    check(s.players.every((p) => p.tyre), 'a player without tyres');
    // the robots' tyres suit a stable weather („führen alle Roboter sofort einen Boxenstopp durch")
    const w = conditionOf(s.weather);
    if (w !== 'uncertain') check(s.robotTyre === (w === 'rain' ? 'rain' : 'hard'), `robots on ${s.robotTyre} tyres in the ${w}`);
  }
  // „FLAGGEN": six yellow tiles, one a curve section, behind every lane-line car; 4 blue pawns, 1 orange
  if (s.flags) {
    const f = s.flags;
    check(f.yellow.length <= YELLOW_TILES && new Set(f.yellow.map((x) => x.section)).size === f.yellow.length, 'yellow flags');
    for (const y of f.yellow) {
      check(track(s).sections[y.section].type === 'curve', `a yellow flag in section ${y.section}`);
      const racing = s.queue[y.section].filter((id) => carOf(s, id).status === 'racing');
      check(y.at >= 0 && y.at <= racing.length, `yellow flag of section ${y.section} at ${y.at}`);
      racing.forEach((id, i) => check(i < y.at || !carOf(s, id).lane, `${id} on a lane point behind the yellow flag`));
    }
    check(f.blue.length <= BLUE_PAWNS && new Set(f.blue).size === f.blue.length, 'blue pawns');
    check(!s.orangeAsk || (f.orange !== null && carOf(s, s.orangeAsk).kind !== 'player'), 'orange flag question');
  }
  // Cars and queues.
  const seen = new Set<string>();
  s.queue.forEach((q, sec) => {
    let off = false;
    for (const id of q) {
      const c = carOf(s, id);
      check(!seen.has(id), `${id} twice on the track`);
      seen.add(id);
      check(c.status !== 'out', `${id} out but on the track`);
      check(sectionOf(s, c.pos) === sec, `${id} in section ${sec}, pos ${c.pos}`);
      if (c.status === 'offTrack') {
        off = true;
        check(track(s).sections[sec].type === 'braking', `${id} off the track beside a ${track(s).sections[sec].type}`);
      } else check(!off, `${id} behind a car off the track`);
    }
  });
  for (const c of s.cars) {
    if (c.status !== 'out') check(seen.has(c.id), `${c.id} not on the track`);
    if (c.lane) {
      check(c.status === 'racing', `${c.id} holds a lane point off the track`);
      check(findLaneLine(track(s), c.lane)?.section === sectionOf(s, c.pos), `${c.id} holds ${c.lane} elsewhere`);
      check(s.cars.filter((x) => x.lane === c.lane).length === 1, `${c.lane} held twice`);
    }
  }
  // „ABSEITS DER BAHN": handicaps and due stops of the off-track lines; the safety car only with its module
  for (const car of s.cars) {
    const c = offTrackOf(s, car);
    if (c) check(c.handicap >= 0, `handicap of ${c.id}`);
  }
  check(!s.safetyCar || hasModule(s, 'offTrack'), 'a safety car without its module');
  // rules version 2: „WIEDEREINSTIEG" asked of players whose cars are out; the fuel stops due as the safety car came out
  check(!s.reentryAsk || (corrected(s) && s.options.reentry && s.reentryAsk.length > 0), 'a re-entry question');
  for (const id of s.reentryAsk ?? []) check(carOf(s, id).kind === 'player' && carOf(s, id).status === 'out', `re-entry asked of ${id}`);
  for (const c of s.cars) if (c.scStop) check(corrected(s) && !!s.safetyCar && c.kind === 'player' && c.status === 'racing', `${c.id}'s stop as the safety car came out`);
  if (s.phase === 'race') check(s.lead === leader(s).id, `lead token on ${s.lead}, leader ${leader(s).id}`);
}
