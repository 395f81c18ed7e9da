/**
 * Log lines: what a move set off (state.events), as the reader may see it (view/events.ts), one
 * sentence per event. A player's step may move a dozen robots and start a round: all of it is told.
 */
import { buildSide } from '../data/car-sheets';
import type { LogContext } from '../../../engine/contract';
import { list, type Msg, type Text } from '../../../engine/text';
import { hasModule } from '../rules/modules';
import { conditionOf } from '../data/weather';
import { sectionOf } from '../rules/order';
import type { F90Move, F90State } from '../rules/state';
import { eventsFor, type SeenEvent } from './events';
import { carText, carsText, cardText, cardsText, lapText, laneText, sectionText, strategyText, t } from './words';

export function logLine(ctx: LogContext<F90State, F90Move>): Text {
  const s = ctx.after;
  const lines = eventsFor(s.events, s, ctx.viewer, ctx.reveal).map((e) => eventText(s, e)).filter((x): x is Msg => x !== null);
  if (lines.length === 0) return t('log.nothing');
  // one sentence after the other: „{a} {b}", nested
  return lines.reduceRight((rest, line) => t('log.then', { first: line, rest }));
}

/** „ABSEITS DER BAHN": an icon of the off-track line met. */
function offIconText(e: Extract<SeenEvent, { k: 'offIcon' }>): Msg {
  const car = carText(e.car);
  switch (e.icon.kind) {
    case 'test':
      return t('log.offTest', { car, with: e.with ? cardText(e.with) : t('label.blind'), blind: e.blind ? 'yes' : 'no', need: e.need ?? 0, ok: e.success ? 'yes' : 'no' });
    case 'tyres':
    case 'damage':
    case 'handicap':
      return t(`log.off.${e.icon.kind}`, { car, n: e.icon.n });
    default:
      return t(`log.off.${e.icon.kind}`, { car });
  }
}

/** One event in words (null: nothing worth a line). */
export function eventText(s: F90State, e: SeenEvent): Msg | null {
  const track = s.options.track;
  switch (e.k) {
    case 'sheet':
      // „RENNWAGENAUSBAU": the sheet names the team; the build follows
      if (hasModule(s, 'carBuild')) return t('log.sheetTeam', { car: carText(`p${e.seat}`), sheet: t(`sheet.${e.sheet}`) });
      return t('log.sheet', { car: carText(`p${e.seat}`), sheet: t(`sheet.${e.sheet}`), side: e.side === 0 ? 'A' : 'B' });
    case 'ability':
      return t('log.ability', { car: carText(`p${e.seat}`), ability: t(`ability.${e.ability}`) });
    case 'build':
      return t('log.build', { car: carText(`p${e.seat}`), ...buildSide(e.build) });
    case 'mulligan':
      return t(e.redraw ? 'log.mulligan' : 'log.keepHand', { car: carText(`p${e.seat}`) });
    case 'qualified':
      return t('log.qualified', { car: carText(`p${e.seat}`) });
    case 'grid':
      return t('log.grid', {
        cars: list(
          e.cars.map((g, i) =>
            g.fuel === undefined
              ? t('log.gridPlace', { place: i + 1, car: carText(g.car), move: g.move, test: g.test })
              : t('log.gridPlaceFuel', { place: i + 1, car: carText(g.car), move: g.move, test: g.test, fuel: g.fuel }),
          ),
        ),
      });
    case 'strategy':
      return e.was ? t('log.strategyChange', { car: carText(e.car), strategy: strategyText(e.strategy), was: strategyText(e.was) }) : t('log.strategy', { car: carText(e.car), strategy: strategyText(e.strategy) });
    case 'round':
      return t('log.round', { laps: lapText(track, e.box) });
    case 'weather':
      // „BESTIMME DAS WETTER" at the start; later a weather symbol's step
      if (e.car === undefined) return t('log.weatherStart', { slot: e.slot, card: e.card ? cardText(e.card) : 'none', condition: conditionOf(e.slot) });
      return t('log.weather', { car: carText(e.car), slot: e.slot, was: e.was ?? 0, condition: conditionOf(e.slot) });
    case 'tyres':
      if (e.car === null) return t('log.robotTyres', { tyre: t(`tyre.${e.tyre}`) });
      return t('log.tyres', { car: carText(e.car), tyre: t(`tyre.${e.tyre}`) });
    case 'declare':
      return e.n ? t('log.declare', { car: carText(e.car), n: e.n }) : t('log.decline', { car: carText(e.car) });
    case 'battle':
      return t('log.battle', {
        section: sectionText(track, e.section),
        bids: e.bids.length ? list(e.bids.map((b) => t('log.bid', { car: carText(b.car), cards: cardsText(b.cards), value: b.value }))) : t('log.noBids'),
        order: carsText(e.order),
        contact: e.contact.length ? carsText(e.contact) : 'none',
      });
    case 'pit': {
      // „SAFETY CAR" (rules version 2): the due fuel stop made as it came out, in the line-up
      const line = e.sc
        ? t('log.scPit', { car: carText(e.car), section: sectionText(track, e.to) })
        : t('log.pit', { car: carText(e.car), from: sectionText(track, e.from), to: sectionText(track, e.to), forced: e.forced ? 'yes' : 'no' });
      if (e.extra === undefined) return line;
      // „TREIBSTOFFMANAGEMENT": the fuel tile moves on
      return t('log.then', { first: line, rest: e.fuelLap == null ? t('log.refuelEnd', { extra: e.extra }) : t('log.refuel', { extra: e.extra, lap: e.fuelLap }) });
    }
    case 'refill':
      return t('log.refill', {
        car: carText(e.car),
        discarded: e.discarded.length ? cardsText(e.discarded) : 'none',
        n: e.n,
        drawn: e.drawn ? cardsText(e.drawn) : 'none',
      });
    case 'draw':
      return t('log.draw', { car: carText(e.car), n: e.n, cards: e.cards ? cardsText(e.cards) : 'none', from: e.from });
    case 'trackDraw':
      // „Bahnkarten und Extras": a SPECIAL, QUALIFYING or PITTING
      return t('log.trackDraw', { car: carText(e.car), n: e.n, cards: e.cards ? cardsText(e.cards) : 'none', why: e.why, strategy: e.strategy ? strategyText(e.strategy) : '' });
    case 'lucky':
      return t('log.lucky', { car: carText(e.car), cards: cardsText(e.cards) });
    case 'keep':
      return t('log.keep', { car: carText(e.car), kept: e.kept ? cardText(e.kept) : 'none', discarded: cardText(e.discarded) });
    case 'play':
      return t('log.play', { car: carText(e.car), cards: cardsText(e.cards), chips: e.chips, payCards: e.payCards.length ? cardsText(e.payCards) : 'none' });
    case 'skip':
      return t('log.skip', { car: carText(e.car) });
    case 'test':
      return t('log.test', { car: carText(e.car), card: cardText(e.card), with: cardText(e.with), blind: e.blind ? 'yes' : 'no', need: e.need, ok: e.success ? 'yes' : 'no' });
    case 'damage':
      return t('log.damage', { car: carText(e.car), red: e.red, brown: e.brown, cause: e.cause });
    case 'move':
      return t('log.move', { car: carText(e.car), n: e.to - e.from, to: sectionText(track, sectionOf(s, e.to)), passed: e.passed.length ? carsText(e.passed) : 'none' });
    case 'lapTest':
      return t('log.lapTest', { car: carText(e.car), other: carText(e.other), with: e.with ? cardText(e.with) : t('label.blind'), blind: e.blind ? 'yes' : 'no', need: e.need, ok: e.success ? 'yes' : 'no' });
    case 'brake':
      if (e.symbol) return t('log.brakeSymbol', { car: carText(e.car), card: cardText(e.card), to: e.to !== null ? sectionText(track, e.to) : 'none' });
      return t('log.brake', { car: carText(e.car), card: e.card ? cardText(e.card) : '', need: e.need, ok: e.success ? 'yes' : 'no', to: e.to !== null ? sectionText(track, e.to) : 'none' });
    case 'lane':
      return t('log.lane', { car: carText(e.car), lane: laneText(track, e.line) });
    case 'flag':
      // „FLAGGEN"
      if (e.ignored) return t('log.flagIgnored', { car: carText(e.car), colour: e.colour });
      if (e.colour === 'yellow') return e.section == null ? t('log.yellowNone', { car: carText(e.car) }) : t('log.yellow', { car: carText(e.car), section: sectionText(track, e.section) });
      if (e.colour === 'green') return e.section == null ? t('log.greenNone', { car: carText(e.car) }) : t('log.green', { car: carText(e.car), section: sectionText(track, e.section) });
      return t(e.colour === 'blue' ? 'log.blue' : 'log.orange', { car: carText(e.car) });
    case 'offIcon':
      return offIconText(e);
    case 'safetyCar':
      return t('log.safetyCar', { order: carsText(e.order) });
    case 'restart':
      return t('log.restart');
    case 'flagsEnd':
      return t('log.flagsEnd');
    case 'orange':
      return t(e.force ? 'log.orangeForce' : 'log.orangeLet', { car: carText(e.car), robot: carText(e.robot) });
    case 'reenter':
      return t('log.reenter', { car: carText(e.car), section: sectionText(track, e.section) });
    case 'out':
      return t('log.out', { car: carText(e.car), cause: e.cause });
    case 'replace':
      return t('log.replace', { car: carText(e.car), robot: carText(e.robot) });
    case 'reentryAsk':
      return t('log.reentryAsk', { car: carText(e.car), robot: carText(e.robot) });
    case 'retire':
      return t('log.retire', { car: carText(e.car) });
    case 'lead':
      return t('log.lead', { car: carText(e.car) });
    case 'finish':
      return t('log.finish', { order: list(e.order.map((id, i) => t('log.gridPlace2', { place: i + 1, car: carText(id) }))) });
  }
}
