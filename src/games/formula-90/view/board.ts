/**
 * The template context of views/games/formula-90/board.hbs, built from a view only; every word a
 * message. The track itself is drawn by track.hbs (view/track-context.ts); around it: the lap
 * counter with its fuel tiles, the cars' sheets, the robots, the viewer's hand and the turn.
 */
import { seat, type Msg, type Text } from '../../../engine/text';
import { CARD_TYPE_COLOUR } from '../data/cards';
import { isTrackCard, playingCard, trackCard, TRACK_SYMBOLS, type TrackSymbol } from '../data/track-cards';
import { ROBOT_COLOUR } from '../data/robot-tiles';
import { conditionOf, TYRE_HANDICAP, WEATHER_SLOTS } from '../data/weather';
import { trackOf } from '../data/tracks';
import { PLAYER_PAINT, trackContext } from './track-context';
import type { CarView, F90View, PlayerView } from './view';
import { carText, lapText, sectionText, strategyText, t } from './words';

/** The printed colours of the cars and cards (css). */
export const CSS: Record<string, string> = {
  ...PLAYER_PAINT,
  yellow: '#f5d000',
  purple: '#7a3db8',
  black: '#1b1b1b',
};

/** Black or white, whichever reads better on `hex` (WCAG's contrast; white where it reaches 4.5:1). */
export function inkOn(hex: string): string {
  const lin = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin(0) + 0.7152 * lin(1) + 0.0722 * lin(2);
  return 1.05 / (l + 0.05) >= 4.5 ? '#ffffff' : '#1b1b1b';
}

/** A card face: movement, test factor, colour and the actions printed on its right edge. */
export function cardFace(no: number) {
  const c = playingCard(no);
  return {
    no,
    move: c.move,
    test: c.test,
    colour: CSS[CARD_TYPE_COLOUR[c.type]],
    ink: inkOn(CSS[CARD_TYPE_COLOUR[c.type]]),
    type: t(`cardType.${c.type}`),
    tyres: c.tyres,
    damage: c.damage,
    check: c.check ? t(`check.${c.check}`) : null,
    draw: c.draw,
    // „Bahnkarten und Extras": the curve where it moves the car, and its special symbols
    track: isTrackCard(no) ? { curve: trackCard(no).curve, symbols: trackCard(no).symbols.map((x) => ({ icon: SYMBOL_ICON[x], title: t(`symbol.${x}`) })) } : null,
  };
}

/** „WETTERBEDINGUNGEN": the weather table with its marker, the condition and the robots' tyres. */
function weatherPanel(view: F90View) {
  const w = view.weather;
  if (!w) return null;
  const slots = [];
  for (let slot = 1; slot <= WEATHER_SLOTS; slot++) slots.push({ slot, cls: conditionOf(slot), current: slot === w.slot, label: t(`weather.${conditionOf(slot)}`) });
  return {
    slots,
    now: t('board.weatherNow', { condition: w.condition, slot: w.slot, rain: w.condition === 'rain' ? 'yes' : 'no' }),
    robots: w.robotTyre ? t('board.robotTyres', { tyre: t(`tyre.${w.robotTyre}`) }) : null,
  };
}

/** The legend under a hand with track cards: what the curve number means and the symbols it shows. */
function symbolLegend(hand: readonly number[]) {
  const cards = hand.filter(isTrackCard).map(trackCard);
  if (cards.length === 0) return null;
  const shown = new Set(cards.flatMap((c) => c.symbols));
  return TRACK_SYMBOLS.filter((x) => shown.has(x)).map((x) => ({ icon: SYMBOL_ICON[x], text: t(`symbol.${x}`) }));
}

/** The special symbols as drawn on a card (the message of each says what it does). */
const SYMBOL_ICON: Record<TrackSymbol, string> = { battle2x: '×2', overtake: '»', lateBrake: '⤓', pairAny: '∞' };

function carColour(view: F90View, c: CarView): string {
  if (c.seat !== null) return CSS[view.players[c.seat].colour];
  return CSS[ROBOT_COLOUR[c.kind as 'fast' | 'slow' | 'superfast']];
}

/** What the status line says: whose turn and what is asked (the position in words, view/describe.ts, says it too). */
export function status(view: F90View): Text {
  if (view.phase === 'over') return view.outcome?.summary ?? t('board.over');
  if (view.phase !== 'race') {
    // with the modules „RENNWAGENAUSBAU" and „TREIBSTOFFMANAGEMENT" the phases hold more
    const extra =
      view.phase === 'sheets' && view.options.abilities ? (view.options.carBuild ? 'PracticeBuild' : 'Practice') : view.phase === 'sheets' && view.options.carBuild ? 'Build' : view.phase === 'qualifying' && view.options.fuel ? 'Fuel' : '';
    return t(`board.phase.${view.phase}${extra}`, { players: view.toAct.length });
  }
  // „WIEDEREINSTIEG" (rules version 2): the player of the car just out decides
  if (view.reentryAsk) return t('board.reentryAsk', { car: carText(view.reentryAsk.car), robot: carText(view.reentryAsk.robot) });
  // „SAFETY CAR" (rules version 2): a fuel stop due as it came out
  if (view.turn?.scStop) return t('board.scStop', { car: carText(view.turn.car) });
  if (view.safetyCar?.out && view.turn) return t('board.safetyCarTurn', { car: carText(view.turn.car), step: view.turn.step });
  if (view.flags?.ask && view.flags.orange) return t('board.orangeAsk', { car: carText(view.flags.orange), robot: carText(view.flags.ask) });
  if (view.battle) return t('board.battle', { section: sectionText(view.track, view.battle.section), car: view.battle.next ? carText(view.battle.next) : 'none' });
  if (view.turn) return t('board.turn', { car: carText(view.turn.car), step: view.turn.step });
  return t('board.waiting');
}

/** Out, beside the track, or laps down. */
function carStatus(c: CarView): Msg | null {
  if (c.status === 'out') return t('board.out');
  if (c.status === 'offTrack') return t('board.offTrack');
  return c.lapsDown > 0 ? t('board.lapsDown', { n: c.lapsDown }) : null;
}

function playerPanel(view: F90View, p: PlayerView, place: number) {
  const c = view.cars.find((x) => x.id === p.car)!;
  const slots: { cls: string }[] = [];
  for (let i = 0; i < p.slots; i++) slots.push({ cls: i < p.damage.brown ? 'brown' : i < p.damage.brown + p.damage.red ? 'red' : 'free' });
  const lastLap = trackOf(view.track).lapCounter.boxes;
  return {
    seat: p.seat,
    name: t('board.player', { player: seat(p.seat) }),
    colour: CSS[p.colour],
    // „RENNWAGENAUSBAU": the build tiles cover the printed values — the sheet names the team
    sheet: p.sheet ? (p.build ? t('board.sheetBuilt', { sheet: t(`sheet.${p.sheet.id}`) }) : t('board.sheet', { sheet: t(`sheet.${p.sheet.id}`), side: p.sheet.side === 0 ? 'A' : 'B' })) : null,
    chips: p.chips,
    chipsMax: p.chipsMax,
    handMax: p.handMax,
    slots,
    target: p.target !== null ? cardFace(p.target) : null,
    strategy: p.strategy ? strategyText(p.strategy) : null,
    // „FAHRERFÄHIGKEIT": the tile on the sheet; VERSATILITY turned over once used
    ability: p.ability ? t(p.ability === 'versatility' && !p.versatile ? 'board.abilityUsed' : 'board.ability', { ability: t(`ability.${p.ability}`) }) : null,
    // „Reifentypen und Wetter": the tyres and the soft-tyre bonuses left (blue discs)
    tyre: p.tyre ? t('board.tyre', { tyre: t(`tyre.${p.tyre}`), soft: p.softLeft, handicap: view.weather ? TYRE_HANDICAP[p.tyre][view.weather.condition] : 0 }) : null,
    fuel: p.fuelBox !== null ? t('board.fuel', { lap: p.fuelLap ?? lastLap[p.fuelBox]?.laps[0] ?? 0 }) : p.fuelBid !== null ? t('board.fuelBid', { laps: p.fuelBid }) : null,
    // „FLAGGEN": the blue and the orange pawn on his sheet
    pawns: [...(view.flags?.blue.includes(p.car) ? [t('board.bluePawn')] : []), ...(view.flags?.orange === p.car ? [t('board.orangePawn')] : [])],
    handCount: p.handCount,
    frozen: p.frozen.map(cardFace),
    frozenHidden: p.frozenHidden,
    place,
    status: carStatus(c),
    isTurn: view.turn?.seat === p.seat || view.toAct.includes(p.seat),
    isLead: view.lead === p.car,
    mine: view.viewer === p.seat,
  };
}

export function boardContext(view: F90View, viewer: number | null): Record<string, unknown> {
  const order = view.order;
  const placeOf = (id: string) => order.indexOf(id) + 1;
  const counter = trackOf(view.track).lapCounter;
  const fuel = (box: number) => [
    ...view.players.filter((p) => p.fuelBox === box).map((p) => ({ colour: CSS[p.colour], label: carText(p.car) as Msg })),
    ...view.robotFuel.filter((f) => f.box === box).map((f) => ({ colour: CSS[ROBOT_COLOUR[f.kind]], label: t(`robot.${f.kind}`) as Msg })),
  ];
  return {
    status: status(view),
    round: view.phase === 'race' || view.phase === 'over' ? lapText(view.track, view.box) : null,
    trackName: t(`track.${view.track}`),
    track: trackContext(view),
    lapCounter: counter.rows.map((row) =>
      row.map((box) => {
        const b = counter.boxes[box];
        return {
          label: b.laps[0] === b.laps[1] ? String(b.laps[0]) : `${b.laps[0]}–${b.laps[1]}`,
          current: (view.phase === 'race' || view.phase === 'over') && box === view.box,
          past: box < view.box,
          last: box === view.lastBox,
          fuel: fuel(box),
        };
      }),
    ),
    players: view.players.map((p) => playerPanel(view, p, placeOf(p.car))),
    robots: view.cars
      .filter((c) => c.seat === null)
      .map((c) => ({
        name: carText(c.id),
        colour: carColour(view, c),
        place: placeOf(c.id),
        status: carStatus(c),
        pits: c.fuelDue,
        isLead: view.lead === c.id,
      })),
    hand: view.hand ? view.hand.map((no) => ({ ...cardFace(no), pick: `card-${no}` })) : null,
    drawn: view.turn?.drawn ? view.turn.drawn.map((no) => ({ ...cardFace(no), pick: `drawn-${no}` })) : null,
    discardTop: view.discard.top !== null ? cardFace(view.discard.top) : null,
    discardCount: view.discard.count,
    deckCount: view.deck.count,
    weather: weatherPanel(view),
    trackCards: view.trackCards ? { ...view.trackCards, top: view.trackCards.top !== null ? cardFace(view.trackCards.top) : null } : null,
    symbolLegend: symbolLegend(view.hand ?? []),
    cup: view.cup,
    viewer,
  };
}
