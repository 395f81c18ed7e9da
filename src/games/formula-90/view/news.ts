/**
 * „Since your last visit": the moves that mattered to a player, most important first — his car out
 * of the race, the finish with his place, a position battle he fought („POSITIONSKAMPF"), a car
 * that overtook his, the grid after qualifying. Only what the table saw: no hidden card is named.
 */
import type { LogContext } from '../../../engine/contract';
import type { Text } from '../../../engine/text';
import { sectionOf } from '../rules/order';
import type { F90Move, F90State } from '../rules/state';
import { carText, sectionText, t } from './words';

export function news(ctx: LogContext<F90State, F90Move>): Text | null {
  if (ctx.viewer === null) return null;
  const mine = `p${ctx.viewer}`;
  const s = ctx.after;
  if (s.events.some((e) => e.k === 'out' && e.car === mine) && !s.events.some((e) => e.k === 'replace' && e.car === mine)) return t('news.out');
  if (s.phase === 'over' && ctx.before.phase !== 'over') {
    const finish = s.events.find((e) => e.k === 'finish');
    const place = finish && finish.k === 'finish' ? finish.order.indexOf(mine) + 1 : 0;
    return t('news.over', { place });
  }
  for (const e of s.events) {
    if (e.k === 'battle' && e.order.includes(mine) && e.bids.length > 0) {
      return t('news.battle', { section: sectionText(s.options.track, e.section), place: e.order.indexOf(mine) + 1, count: e.order.length, contact: e.contact.includes(mine) ? 'yes' : 'no' });
    }
  }
  for (const e of s.events) {
    if (e.k === 'move' && e.car !== mine && e.passed.includes(mine)) return t('news.passed', { car: carText(e.car), section: sectionText(s.options.track, sectionOf(s, e.to)) });
  }
  const grid = s.events.find((e) => e.k === 'grid');
  if (grid && grid.k === 'grid') return t('news.grid', { place: grid.cars.findIndex((g) => g.car === mine) + 1, count: grid.cars.length });
  return null;
}
