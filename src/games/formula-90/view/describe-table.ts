/**
 * The position in words, the table's part (view/describe.ts has the turn): every car as the race
 * stands, each player's car sheet and resources, the reader's own cards and what lies open on the
 * table — the things the board draws (view/board.ts, view/track-context.ts), from the view only.
 */
import { list, seat, type Msg, type Param } from '../../../engine/text';
import { isTrackCard, playingCard, trackCard } from '../data/track-cards';
import { findLaneLine, trackOf } from '../data/tracks';
import { TYRE_HANDICAP, WEATHER_SLOTS } from '../data/weather';
import type { CarView, F90View, PlayerView } from './view';
import { carText, cardsText, cardText, lapText, sectionText, signed, strategyText, t } from './words';

const yes = (b: boolean) => (b ? 'yes' : 'no');

/**
 * A card as the board prints it: value and test factor, colour, and its icons (tyre points,
 * damage, test, draws; with the modules its weather symbol, flag and track-card symbols).
 */
export function cardDetail(view: F90View, no: number): Msg {
  const c = playingCard(no);
  const icons: Param[] = [];
  if (c.tyres) icons.push(t('describe.icon.tyres', { n: c.tyres }));
  if (c.damage) icons.push(t('describe.icon.damage', { n: c.damage }));
  if (c.check) icons.push(t(`check.${c.check}`));
  if (c.draw) icons.push(t('describe.icon.draw', { n: c.draw }));
  // „WETTERBEDINGUNGEN" and „FLAGGEN": the yellow cards' events act only with their module
  if (view.options.tyres && c.weather) icons.push(t('describe.icon.weather'));
  if (view.options.flags && c.flag) icons.push(t(`flag.${c.flag}`));
  if (isTrackCard(no)) for (const x of trackCard(no).symbols) icons.push(t(`symbol.${x}`));
  return t('describe.card', { card: cardText(no), type: c.type, icons: icons.length ? 'yes' : 'no', list: list(icons) });
}

/** Cards with their icons, one after the other („a; b; c": the icons are lists themselves). */
export function cardsDetail(view: F90View, cards: readonly number[]): Msg {
  const each = cards.map((no) => cardDetail(view, no));
  return each.reduceRight((rest, first) => t('describe.then', { first, rest }));
}

const carById = (view: F90View, id: string): CarView => view.cars.find((c) => c.id === id)!;

/** One car: its place in the race, where it stands (section, place there, lane line), lead, laps down, fuel. */
function carSentence(view: F90View, id: string, place: number, me: number | null): Msg {
  const c = carById(view, id);
  const racing = c.status === 'racing' && c.section !== null;
  const here = racing ? view.queue[c.section!].filter((x) => carById(view, x).status === 'racing') : [];
  const line = c.lane ? findLaneLine(trackOf(view.track), c.lane)?.line : undefined;
  return t('describe.car', {
    place,
    car: carText(id),
    robot: yes(c.seat === null),
    mine: yes(c.seat !== null && c.seat === me),
    status: c.status,
    section: c.section !== null ? sectionText(view.track, c.section) : '',
    rank: here.indexOf(id) + 1,
    count: here.length,
    lane: line ? line.colour : 'none',
    bonus: line?.bonus ?? 0,
    lead: yes(view.lead === id),
    down: c.lapsDown,
    pits: yes(c.fuelDue && c.status === 'racing'),
    moved: yes(view.phase === 'race' && racing && c.moved),
  });
}

/** Where each car stands, leader first: the grid before the race, then the race order (the classification once over). */
export function carWords(view: F90View, me: number | null): Msg[] {
  if (view.order.length === 0) return [];
  if (view.phase !== 'race' && view.phase !== 'over') {
    const cars = view.grid.map((id, i) => {
      const c = carById(view, id);
      return t('describe.gridPlace', { place: i + 1, car: carText(id), mine: yes(c.seat !== null && c.seat === me), move: c.quali?.move ?? 0, test: c.quali?.test ?? 0 });
    });
    return [t('describe.grid', { cars: list(cars) })];
  }
  return view.order.map((id, i) => carSentence(view, id, i + 1, me));
}

/** What lies on a sheet besides chips, damage and cards: ability, tyres, fuel tile, flag pawns, battle cards. */
function extras(view: F90View, p: PlayerView): Msg[] {
  const out: Msg[] = [];
  // „FAHRERFÄHIGKEIT": VERSATILITY's tile turned over once used
  if (p.ability) out.push(t('describe.extra.ability', { ability: t(`ability.${p.ability}`), used: yes(p.ability === 'versatility' && !p.versatile) }));
  // „Reifentypen und Wetter": the tyres, the soft-tyre bonuses left, the handicap in this weather
  if (p.tyre) {
    const handicap = view.weather ? TYRE_HANDICAP[p.tyre][view.weather.condition] : 0;
    out.push(t('describe.extra.tyre', { tyre: t(`tyre.${p.tyre}`), soft: p.tyre === 'soft' ? p.softLeft : 0, handicap: handicap ? signed(handicap) : 'none' }));
  }
  if (p.fuelBox !== null) out.push(t('describe.extra.fuel', { lap: p.fuelLap ?? trackOf(view.track).lapCounter.boxes[p.fuelBox]?.laps[0] ?? 0 }));
  // „FLAGGEN": the blue and the orange pawn on his sheet
  if (view.flags?.blue.includes(p.car)) out.push(t('describe.extra.pawn', { colour: 'blue' }));
  if (view.flags?.orange === p.car) out.push(t('describe.extra.pawn', { colour: 'orange' }));
  // „POSITIONSKAMPF": shown battle cards frozen face up, or still face down (only their number)
  if (p.frozen.length) out.push(t('describe.extra.frozen', { cards: cardsText(p.frozen) }));
  if (p.frozenHidden) out.push(t('describe.extra.faceDown', { n: p.frozenHidden }));
  return out;
}

/** One player's sheet: colour, car sheet, strategy, tyre chips, damage slots, cards in hand, target test and the rest. */
function playerSentence(view: F90View, p: PlayerView, me: number | null): Msg {
  const who = { player: seat(p.seat), mine: yes(p.seat === me), colour: p.colour };
  const sheet = p.sheet ? (p.build ? t('board.sheetBuilt', { sheet: t(`sheet.${p.sheet.id}`) }) : t('board.sheet', { sheet: t(`sheet.${p.sheet.id}`), side: p.sheet.side === 0 ? 'A' : 'B' })) : '';
  // before the race the car takes its values only once all its choices are made (sheet, ability, build)
  if (view.phase === 'sheets') {
    return t('describe.playerSetup', { ...who, hasSheet: yes(!!p.sheet), sheet, hasAbility: yes(!!p.ability), ability: p.ability ? t(`ability.${p.ability}`) : '', built: yes(!!p.build) });
  }
  const more = extras(view, p);
  return t('describe.player', {
    ...who,
    sheet,
    hasStrategy: yes(p.strategy !== null),
    strategy: p.strategy ? strategyText(p.strategy) : '',
    chips: p.chips,
    chipsMax: p.chipsMax,
    free: Math.max(0, p.slots - p.damage.red - p.damage.brown),
    slots: p.slots,
    red: p.damage.red,
    brown: p.damage.brown,
    cards: p.handCount,
    handMax: p.handMax,
    hasTarget: yes(p.target !== null),
    target: p.target !== null ? cardText(p.target) : '',
    more: yes(more.length > 0),
    extras: list(more),
  });
}

/** Each player's sheet, in the race order of the cars (seat order before the grid). */
export function playerWords(view: F90View, me: number | null): Msg[] {
  const rank = (p: PlayerView) => (view.order.includes(p.car) ? view.order.indexOf(p.car) : view.order.length + p.seat);
  return [...view.players].sort((a, b) => rank(a) - rank(b)).map((p) => playerSentence(view, p, me));
}

/** What the reader holds: his hand, LUCKY's two cards, his secret qualifying card and fuel bid, his battle cards face down. */
export function holdingWords(view: F90View, me: number | null): Msg[] {
  if (me === null || view.hand === null) return [];
  const p = view.players[me];
  const out: Msg[] = [];
  if (view.hand.length) out.push(t('describe.hand', { n: view.hand.length, cards: cardsDetail(view, view.hand) }));
  else if (view.phase !== 'sheets') out.push(t('describe.handEmpty'));
  if (view.turn?.seat === me && view.turn.drawn?.length) out.push(t('describe.drawn', { cards: cardsDetail(view, view.turn.drawn) }));
  // „QUALIFYING" and „TREIBSTOFFMANAGEMENT": face down until every player has chosen
  if (p.qualiCard !== null && view.grid.length === 0) out.push(t('describe.qualiCard', { card: cardDetail(view, p.qualiCard) }));
  if (p.fuelBid !== null && view.grid.length === 0) out.push(t('describe.fuelBid', { laps: p.fuelBid }));
  const bid = view.battle?.bids.find((b) => b.car === p.car && b.cards !== null && b.cards.length > 0);
  if (bid?.cards) out.push(t('describe.yourBid', { cards: cardsText(bid.cards) }));
  return out;
}

/** What lies open on the table: the round, the robots' fuel tiles, weather, safety car, yellow flags, the piles, the cup. */
export function openWords(view: F90View): Msg[] {
  const out: Msg[] = [];
  const track = view.track;
  if (view.phase === 'race') out.push(t('describe.round', { laps: lapText(track, view.box), last: lapText(track, view.lastBox) }));
  if (view.phase !== 'over') {
    const tiles = view.robotFuel.map((f) => t('describe.robotFuelTile', { robot: t(`robot.${f.kind}`), laps: lapText(track, f.box) }));
    if (tiles.length) out.push(t('describe.robotFuel', { tiles: list(tiles) }));
  }
  // „WETTERBEDINGUNGEN"
  if (view.weather) out.push(t('describe.weather', { condition: view.weather.condition, slot: view.weather.slot, slots: WEATHER_SLOTS, robots: view.weather.robotTyre ?? 'none' }));
  // „SAFETY CAR": out in front of the leader, then the restart round
  if (view.safetyCar?.out) out.push(t('describe.safetyCar'));
  else if (view.safetyCar?.restart && view.phase === 'race') out.push(t('describe.restart'));
  // „GELBE FLAGGE"
  if (view.flags?.yellow.length) out.push(t('describe.yellowFlags', { flags: list(view.flags.yellow.map((f) => t('describe.yellowFlag', { section: sectionText(track, f.section), at: f.at }))) }));
  out.push(t('describe.piles', { deck: view.deck.count, discard: view.discard.count, top: view.discard.top !== null ? cardDetail(view, view.discard.top) : 'none' }));
  // „Bahnkarten und Extras": the track cards' own piles
  if (view.trackCards) out.push(t('describe.trackCards', { deck: view.trackCards.deck, discard: view.trackCards.discard, top: view.trackCards.top !== null ? cardDetail(view, view.trackCards.top) : 'none' }));
  out.push(t('describe.cup', { red: view.cup.red, brown: view.cup.brown }));
  return out;
}
