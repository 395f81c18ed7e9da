/** „Since your last visit": the moves that mattered to a player — his car out, the race over. */
import type { LogContext } from '../../../engine/contract';
import type { Text } from '../../../engine/text';
import type { F90Move, F90State } from '../rules/state';
import { t } from './words';

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
  return null;
}
