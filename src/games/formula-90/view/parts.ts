/**
 * How the page composes a move from parts, picked on the board or through the controls: a hand
 * card is `card-<no>`, a lane-line point `lane-<line id>`. The individual turn is one choice in
 * steps: the cards, the hand cards that pay tyres, each test, the top card of the discard pile.
 */
import type { MoveShape, PickPart, SetPart } from '../../../engine/contract';
import { playingCard } from '../data/track-cards';
import { buildSide, carSheet } from '../data/car-sheets';
import { fuelBonus } from '../rules/setup';
import type { F90Move, TestChoice, WeatherStep } from '../rules/state';
import { tyreCost } from '../rules/cards-play';
import { moveLabel, pitFuelText, testText, tyreText, weatherStepText, withText } from './labels';
import { TYRE_TYPES } from '../data/weather';
import type { F90View } from './view';
import { warningOf } from '../rules/odds';
import { trackOf } from '../data/tracks';
import { PITTING_SECTIONS } from '../data/abilities';
import { carText, cardText, laneText, sectionText, signed, strategyText, t } from './words';

const pick = (step: string, value: string | number, label: PickPart['label'], extra: Partial<PickPart> = {}): PickPart => ({
  kind: 'pick',
  step,
  value: String(value),
  label,
  ...extra,
});

/**
 * The start of a turn: draw, or a pit stop first — what the stop does and what it costs (the
 * track's pit time, PITTING 2 less; behind the safety car one section behind the last car).
 */
function beginPrompt(view: F90View): PickPart['prompt'] {
  // „SAFETY CAR" (rules version 2): the fuel stop that was due as it came out, made in the line-up
  if (view.turn?.scStop) return t('prompt.scStop');
  if (view.safetyCar?.out) return t('prompt.beginSafetyCar');
  const me = view.players[view.viewer ?? 0];
  const sections = trackOf(view.track).pitTime - (me?.ability === 'pitting' ? PITTING_SECTIONS : 0);
  return t('prompt.begin', { sections });
}

function handItems(view: F90View, except: readonly number[] = []): SetPart['items'] {
  return (view.hand ?? []).filter((c) => !except.includes(c)).map((c) => ({ id: `c${c}`, label: cardText(c), target: `card-${c}` }));
}

/** The parts of a move, with a warning when it can put the mover's own car out of the race (rules/odds.ts). */
export function moveParts(view: F90View, move: F90Move): MoveShape {
  const shape = shapeOf(view, move);
  const { warning } = warningOf(view, move);
  return warning ? { ...shape, warning } : shape;
}

function shapeOf(view: F90View, move: F90Move): MoveShape {
  const one = (p: PickPart): MoveShape => ({ parts: [p] });
  switch (move.type) {
    case 'sheet': {
      // „RENNWAGENAUSBAU": the sheet only names the team; the car is built next
      if (view.options.carBuild) return one(pick('sheet', move.sheet, moveLabel(view, move), { prompt: t('prompt.sheetOnly') }));
      // the car first (24 sides hold 7 builds), then the sheet that prints it
      const side = carSheet(move.sheet).sides[move.side];
      const build = t('label.build', { chips: side.chips, hand: side.hand, slots: side.slots });
      return {
        parts: [
          pick('build', `${side.chips}-${side.hand}-${side.slots}`, build, { prompt: t('prompt.build'), order: side.chips * 100 + side.hand * 10 + side.slots }),
          pick('sheet', `${move.sheet}-${move.side}`, moveLabel(view, move), { prompt: t('prompt.sheet') }),
        ],
      };
    }
    case 'mulligan':
      return one(pick('mulligan', move.redraw ? 'redraw' : 'keep', moveLabel(view, move), { prompt: t('prompt.mulligan') }));
    case 'qualify': {
      const card = pick('card', move.card, t('label.qualify', { card: cardText(move.card) }), { target: `card-${move.card}`, prompt: t('prompt.qualify') });
      if (move.fuel === undefined) return one({ ...card, label: moveLabel(view, move) });
      // „TREIBSTOFFMANAGEMENT": then the fuel tile under it
      return { parts: [card, pick('fuel', move.fuel, t('label.fuelBid', { fuel: move.fuel, bonus: signed(fuelBonus(move.fuel)) }), { prompt: t('prompt.fuelBid'), order: move.fuel })] };
    }
    case 'ability':
      return one(pick('ability', move.ability, moveLabel(view, move), { prompt: t('prompt.ability') }));
    case 'build': {
      // „RENNWAGENAUSBAU": tyre chips, hand size, damage slots, one after the other
      const v = buildSide(move);
      return {
        parts: [
          pick('chips', move.chips, t('label.buildChips', { n: v.chips, points: move.chips }), { prompt: t('prompt.buildChips'), order: move.chips }),
          pick('hand', move.hand, t('label.buildHand', { n: v.hand, points: move.hand }), { prompt: t('prompt.buildHand'), order: move.hand }),
          pick('slots', move.slots, t('label.buildSlots', { n: v.slots, points: move.slots }), { prompt: t('prompt.buildSlots'), order: move.slots }),
        ],
      };
    }
    case 'tyres':
      return one(pick('tyres', move.tyre, moveLabel(view, move), { prompt: t('prompt.tyres'), order: TYRE_TYPES.indexOf(move.tyre) }));
    case 'strategy':
      // VERSATILITY at the start of a turn: beside the pit stop and the draw
      if (view.turn?.step === 'begin') return one(pick('begin', `strategy-${move.strategy}`, moveLabel(view, move), { prompt: beginPrompt(view) }));
      return one(pick('strategy', move.strategy, strategyText(move.strategy), { prompt: t('prompt.strategy') }));
    case 'declare':
      if (move.cards.length === 0) return one(pick('decline', 'no', moveLabel(view, move), { prompt: t('prompt.battle') }));
      return { parts: [{ kind: 'set', step: 'battle', items: handItems(view), chosen: move.cards.map((c) => `c${c}`), label: t('part.declare'), prompt: t('prompt.battle') }] };
    case 'pit': {
      if (move.extra === undefined && !move.tyre) return one(pick('begin', 'pit', moveLabel(view, move), { prompt: beginPrompt(view) }));
      // „TREIBSTOFFMANAGEMENT": the stop, then how much fuel; „Reifentypen und Wetter": then the tyres
      const parts: MoveShape['parts'] = [pick('begin', 'pit', t('label.pit'), { prompt: beginPrompt(view) })];
      if (move.extra !== undefined) parts.push(pick('fuel', move.extra, pitFuelText(move.extra), { prompt: t('prompt.pitFuel'), order: move.extra }));
      if (move.tyre) parts.push(pick('tyre', move.tyre, tyreText(move.tyre), { prompt: t('prompt.pitTyres'), order: TYRE_TYPES.indexOf(move.tyre) }));
      return { parts };
    }
    case 'draw':
      return one(pick('begin', move.from, moveLabel(view, move), { prompt: beginPrompt(view) }));
    case 'keep':
      return one(pick('keep', move.card, moveLabel(view, move), { target: `drawn-${move.card}`, prompt: t('prompt.keep') }));
    case 'pitDiscard':
      return { parts: [pitDiscardParts(view)(move.cards)] };
    case 'skip': {
      // „Ein Spieler darf … seine Runde auslassen": one button, then the strategy (kept or changed)
      const parts: MoveShape['parts'] = [pick('skip', 'skip', t('label.skip'))];
      if (move.strategy) parts.push(pick('skipStrategy', move.strategy, moveLabel(view, move), { prompt: t('prompt.skipStrategy') }));
      return { parts };
    }
    case 'play':
      return playParts(view, move);
    case 'test':
      return one(pick('test', `${move.card}:${move.with}`, testText(move), { prompt: t('prompt.test'), ...(move.with !== 'blind' ? { target: `card-${move.with}` } : {}) }));
    case 'top':
      return one(pick('top', move.card, moveLabel(view, move), { prompt: t('prompt.top') }));
    case 'lapTest':
      return one(pick('lapTest', move.with, withText(move.with), { prompt: t('prompt.lapTest', { car: view.turn?.lapping ? carText(view.turn.lapping) : '' }), ...(move.with !== 'blind' ? { target: `card-${move.with}` } : {}) }));
    case 'overtake':
      return one(pick('overtake', move.yes ? 'yes' : 'no', moveLabel(view, move), { prompt: t('prompt.overtake') }));
    case 'brake': {
      const sec = view.cars.find((c) => c.id === view.turn?.car)?.section;
      const prompt = t('prompt.brake', { section: (sec ?? 0) + 1 });
      // a track card's late-braking symbol: picked on the hand
      if (move.card !== undefined) return one(pick('brake', `card-${move.card}`, moveLabel(view, move), { prompt, target: `card-${move.card}` }));
      return one(pick('brake', move.yes ? 'yes' : 'no', moveLabel(view, move), { prompt }));
    }
    case 'lane':
      return one(pick('lane', move.line, laneText(view.track, move.line), { target: `lane-${move.line}`, prompt: t('prompt.lane') }));
    case 'flag': {
      // „FLAGGEN": the section picked on the track, then (among cars) the flag's place
      const green = view.turn?.flags[0] === 'green';
      const prompt = t(green ? 'prompt.green' : 'prompt.yellow');
      if (move.section === null) return one(pick('flag', 'none', moveLabel(view, move), { prompt }));
      const section = pick('flag', move.section, green ? moveLabel(view, move) : t('label.yellowSection', { section: sectionText(view.track, move.section) }), { prompt, target: `section-${move.section}` });
      if (green || move.at === undefined) return one(section);
      return { parts: [section, pick('flagAt', move.at, moveLabel(view, move), { prompt: t('prompt.yellowAt'), order: move.at })] };
    }
    case 'offTest': {
      const target = move.with === 'blind' ? {} : { target: `card-${move.with}` };
      return one(pick('offTest', move.with, moveLabel(view, move), { prompt: t('prompt.offTest', { need: view.turn?.offNeed ?? 0 }), ...target }));
    }
    case 'scDiscard':
      return one(pick('scDiscard', move.card, moveLabel(view, move), { prompt: t('prompt.scDiscard'), target: `card-${move.card}` }));
    case 'orange':
      return one(pick('orange', move.force ? 'yes' : 'no', moveLabel(view, move), { prompt: t('prompt.orange', { robot: view.flags?.ask ? carText(view.flags.ask) : '' }) }));
    case 'reenter': {
      // „WIEDEREINSTIEG" (rules version 2): the section of the robot he would replace, picked on the track
      const ask = view.reentryAsk;
      const prompt = t('prompt.reenter', { robot: ask ? carText(ask.robot) : '', section: (ask?.section ?? 0) + 1 });
      return one(pick('reenter', move.yes ? 'yes' : 'no', moveLabel(view, move), { prompt, ...(move.yes && ask ? { target: `section-${ask.section}` } : {}) }));
    }
  }
}

type Play = Extract<F90Move, { type: 'play' }>;

/** „BOXENSTOPP": the hand cards discarded down to the hand size — one builder for every marking, sharing its items (a large hand has thousands). */
export function pitDiscardParts(view: F90View): (cards: readonly number[]) => SetPart {
  const items = handItems(view);
  const label = t('part.pitDiscard');
  const prompt = t('prompt.pitDiscard', { hand: view.players[view.viewer ?? 0].handMax });
  return (cards) => ({ kind: 'set', step: 'discard', items, chosen: cards.map((c) => `c${c}`), label, prompt });
}

/** Cards (marked on the hand), then the payment, the tests and the top card, each asked only when it has a choice. */
function playParts(view: F90View, move: Play): MoveShape {
  const parts: MoveShape['parts'] = [playCardsPart(view, move.cards)];
  const pay = playPayPart(view, move.cards, move.pay);
  if (pay) parts.push(pay);
  // two cards with a test: first which is tested first, then what each is tested with
  if (move.tests.length && checksOf(move.cards).length > 1) parts.push(playFirstPart(move.tests[0].card));
  move.tests.forEach((x, i) => parts.push(playTestPart(i, x)));
  if (move.top !== null) parts.push(playTopPart(move.top));
  if (move.soft !== undefined) parts.push(playSoftPart(view, move.soft));
  move.weather?.forEach((step, i) => parts.push(playWeatherPart(view, i, step)));
  return { parts };
}

/** The played cards that ask for a test. */
export function checksOf(cards: readonly number[]): number[] {
  return cards.filter((c) => playingCard(c).check !== null);
}

/** „BEWEGUNG": one card or a pair, marked on the hand. */
export function playCardsPart(view: F90View, cards: readonly number[]): SetPart {
  return { kind: 'set', step: 'cards', items: handItems(view), chosen: cards.map((c) => `c${c}`), label: t('part.play'), prompt: t('prompt.play') };
}

/** „AUFWENDEN VON REIFENCHIPS": the hand cards that pay tyre points; not asked for one point or none (a chip pays it). */
export function playPayPart(view: F90View, cards: readonly number[], pay: readonly number[]): SetPart | null {
  const seat = view.viewer ?? 0;
  const cost = tyreCost(view.players[seat], cards);
  if (cost <= 1) return null;
  return {
    kind: 'set',
    step: 'pay',
    items: handItems(view, cards),
    chosen: pay.map((c) => `c${c}`),
    label: t('part.pay', { points: cost }),
    prompt: t('prompt.pay', { points: cost, chips: view.players[seat].chips }),
  };
}

export function playFirstPart(card: number): PickPart {
  return pick('first', card, t('label.testFirst', { card: cardText(card) }), { prompt: t('prompt.testFirst') });
}

/** The i-th test of the played cards: with a card (picked on the hand) or blind. */
export function playTestPart(i: number, x: TestChoice): PickPart {
  const target = x.with === 'blind' ? {} : { target: `card-${x.with}` };
  return pick(`test${i + 1}`, x.with, testText(x), { prompt: t('prompt.testOf', { card: cardText(x.card), check: playingCard(x.card).check ?? 'normal' }), ...target });
}

export function playTopPart(card: number): PickPart {
  return pick('top', card, t('label.top', { card: cardText(card) }), { prompt: t('prompt.top') });
}

/** „Reifentypen und Wetter": a soft-tyre +1 … */
export function playSoftPart(view: F90View, soft: boolean): PickPart {
  return pick('soft', soft ? 'yes' : 'no', t(soft ? 'label.softYes' : 'label.softNo'), { prompt: t('prompt.soft', { left: view.players[view.viewer ?? 0].softLeft }) });
}

/** … then a step for each weather symbol. */
export function playWeatherPart(view: F90View, i: number, step: WeatherStep): PickPart {
  return pick(`weather${i + 1}`, step, weatherStepText(step), { prompt: t('prompt.weather', { slot: view.weather?.slot ?? 0 }), order: step });
}
