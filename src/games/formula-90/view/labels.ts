/** Button words for every legal move, from the seat's own view only. */
import { tyreCost } from '../rules/cards-play';
import { buildSide, carSheet } from '../data/car-sheets';
import { fuelBonus } from '../rules/setup';
import { fuelLaps } from '../rules/fuel';
import type { F90Move, TestChoice, WeatherStep } from '../rules/state';
import type { TyreType } from '../data/weather';
import { list } from '../../../engine/text';
import type { F90View } from './view';
import { carText, cardText, cardsText, laneText, sectionText, signed, strategyText, t } from './words';
import type { Msg } from '../../../engine/text';

/** „mit +2(37)" / „blind". */
export function withText(w: number | 'blind'): Msg {
  return w === 'blind' ? t('label.blind') : cardText(w);
}

export function testText(x: TestChoice): Msg {
  return t('label.test', { card: cardText(x.card), with: withText(x.with) });
}

/** „WÄHLE DIE REIFEN": a tyre type and what it brings. */
export function tyreText(tyre: TyreType): Msg {
  return t('label.tyres', { tyre: t(`tyre.${tyre}`), text: t(`tyreText.${tyre}`) });
}

/** „TREIBSTOFFMANAGEMENT": a stop with its fuel. */
export function pitFuelText(extra: number): Msg {
  return t('label.pitFuel', { extra, laps: fuelLaps(extra) });
}

/** A weather symbol's step: towards dry, none, towards rain. */
export function weatherStepText(step: WeatherStep): Msg {
  return t('label.weatherStep', { step: step < 0 ? 'dry' : step > 0 ? 'rain' : 'none' });
}

/** A play with „Reifentypen und Wetter": the soft-tyre +1 and the weather steps added to its words. */
function playExtras(play: Msg, move: Extract<F90Move, { type: 'play' }>): Msg {
  let out = play;
  if (move.soft) out = t('label.playSoft', { play: out });
  if (move.weather?.length) out = t('label.playWeather', { play: out, steps: list(move.weather.map(weatherStepText)) });
  return out;
}

export function moveLabel(view: F90View, move: F90Move): Msg {
  const seat = view.viewer ?? view.toAct[0] ?? 0;
  switch (move.type) {
    case 'sheet': {
      if (view.options.carBuild) return t('label.sheetOnly', { sheet: t(`sheet.${move.sheet}`) });
      const side = carSheet(move.sheet).sides[move.side];
      return t('label.sheet', { sheet: t(`sheet.${move.sheet}`), side: move.side === 0 ? 'A' : 'B', chips: side.chips, hand: side.hand, slots: side.slots });
    }
    case 'mulligan':
      return t(move.redraw ? 'label.mulligan' : 'label.keepHand');
    case 'qualify':
      if (move.fuel !== undefined) return t('label.qualifyFuel', { card: cardText(move.card), fuel: move.fuel, bonus: signed(fuelBonus(move.fuel)) });
      return t('label.qualify', { card: cardText(move.card) });
    case 'ability':
      return t('label.ability', { ability: t(`ability.${move.ability}`), text: t(`abilityText.${move.ability}`) });
    case 'build': {
      const v = buildSide(move);
      return t('label.carBuild', { chips: v.chips, hand: v.hand, slots: v.slots, points: move.chips + move.hand + move.slots });
    }
    case 'tyres':
      return tyreText(move.tyre);
    case 'strategy':
      // VERSATILITY: the change at the start of a turn
      if (view.turn?.step === 'begin') return t('label.versatility', { strategy: strategyText(move.strategy) });
      return t('label.strategy', { strategy: strategyText(move.strategy) });
    case 'declare':
      return move.cards.length ? t('label.declare', { cards: cardsText(move.cards) }) : t('label.decline');
    case 'pit': {
      const pit = move.extra === undefined ? t('label.pit') : pitFuelText(move.extra);
      // „Reifentypen und Wetter": the new tyres with the stop
      return move.tyre ? t('label.pitTyres', { pit, tyre: t(`tyre.${move.tyre}`) }) : pit;
    }
    case 'draw':
      if (move.from === 'deck') return t(view.players[seat].strategy === 'lucky' ? 'label.drawLucky' : 'label.draw');
      if (move.from === 'discard') return t('label.drawDiscard', { card: view.discard.top ? cardText(view.discard.top) : '' });
      return t('label.drawChase', { card: cardText(move.from) });
    case 'keep':
      return t('label.keep', { card: cardText(move.card) });
    case 'pitDiscard':
      return move.cards.length ? t('label.pitDiscard', { cards: cardsText(move.cards) }) : t('label.pitKeep');
    case 'play': {
      const cost = tyreCost(view.players[seat], move.cards);
      const play = t('label.play', {
        cards: cardsText(move.cards),
        chips: cost - move.pay.length,
        payCards: move.pay.length ? cardsText(move.pay) : 'none',
        tests: move.tests.length ? move.tests.map(testText).reduce((a, b) => t('label.and', { a, b })) : 'none',
        top: move.top ? cardText(move.top) : 'none',
      });
      return playExtras(play, move);
    }
    case 'skip':
      if (!move.strategy) return t('label.skip');
      return move.strategy !== view.players[seat].strategy
        ? t('label.skipChange', { strategy: strategyText(move.strategy) })
        : t('label.skipKeep', { strategy: strategyText(move.strategy) });
    case 'test':
      return testText(move);
    case 'top':
      return t('label.top', { card: cardText(move.card) });
    case 'lapTest':
      return t('label.lapTest', { car: view.turn?.lapping ? carText(view.turn.lapping) : 'none', with: withText(move.with) });
    case 'overtake':
      return t(move.yes ? 'label.overtake' : 'label.stop');
    case 'brake':
      if (move.card !== undefined) return t('label.brakeSymbol', { card: cardText(move.card) });
      return t(move.yes ? 'label.brake' : 'label.noBrake');
    case 'lane':
      return t('label.lane', { lane: laneText(view.track, move.line) });
    case 'flag': {
      const colour = view.turn?.flags[0] ?? 'yellow';
      if (move.section === null) return t(colour === 'green' ? 'label.noGreen' : 'label.noYellow');
      const section = sectionText(view.track, move.section);
      return colour === 'green' ? t('label.green', { section }) : t('label.yellow', { section, at: move.at ?? 0 });
    }
    case 'offTest':
      return t('label.offTest', { with: withText(move.with) });
    case 'scDiscard':
      return t('label.scDiscard', { card: cardText(move.card) });
    case 'orange':
      return t(move.force ? 'label.orangeForce' : 'label.orangeLet', { robot: view.flags?.ask ? carText(view.flags.ask) : '' });
    case 'reenter':
      // „WIEDEREINSTIEG" (rules version 2): the player's choice
      return t(move.yes ? 'label.reenter' : 'label.stayOut', { robot: view.reentryAsk ? carText(view.reentryAsk.robot) : '' });
  }
}
