/** Button words for a legal move, from the seat's own view only. */
import { ACTION_NAMES } from './data/actions';
import { MARKER_NAMES } from './data/markers';
import { cardName } from './data/research';
import { START_TILES } from './data/start-tiles';
import type { KwMove } from './state';
import type { KwView } from './view';
import { partWords, tileName, withArticle } from './words';

/** A car on the market in words: "3-body, 2-engine, 1 worker, price 5". */
export function carWords(c: { body: number; engine: number; workers: number; price: number }): string {
  return `${partWords('body', c.body)}, ${partWords('engine', c.engine)}, ${c.workers} ${c.workers === 1 ? 'worker' : 'workers'}, price ${c.price}`;
}

export function moveLabel(v: KwView, m: KwMove): string {
  const me = v.players[v.current];
  const task = v.turn.task;
  switch (m.type) {
    case 'start':
      return `Start tile ${m.tile}: ${START_TILES[m.tile].text}`;
    case 'tile':
      return `Take ${tileName(m.tile)}`;
    case 'action':
      return `Next action: ${ACTION_NAMES[m.action]}`;
    case 'activate':
      return `Activate ${cardName(m.card)}`;
    case 'research':
      return `Take ${cardName(m.card)}`;
    case 'workshop': {
      const v2 = task && task.k === 'part' ? (task.v ?? (task.part === 'body' ? me.bodyLevel : me.engineLevel)) : 0;
      const what = task && task.k === 'part' ? partWords(task.part, v2) : 'part';
      const old = me.workshops[m.slot];
      return `${what} into workshop ${m.slot + 1}${old ? ` (clear the ${partWords(old.k, old.v)})` : ''}`;
    }
    case 'gpcar': {
      const v2 = task && task.k === 'part' ? (task.v ?? me.engineLevel) : 0;
      return `${v2}-engine into the Grand Prix car (it replaces the ${me.gpEngine}-engine)`;
    }
    case 'buyer':
      return `Activate ${withArticle(`${m.pref} buyer`)}${v.stackBonus[m.pref].length ? ` (+${v.stackBonus[m.pref].reduce((a, b) => a + b, 0)})` : ''}`;
    case 'sell': {
      const w = me.workshops[m.slot]!;
      return `Sell the ${partWords(w.k, w.v)} for ${w.v}`;
    }
    case 'remove': {
      const c = v.market[m.car];
      return `Take your car ${m.car + 1} (${carWords(c)}) off the market`;
    }
    case 'skip':
      return 'Do without';
    case 'daimler':
      return `Daimler +${m.marker} on active buyer ${m.buyer + 1} (${v.buyers[m.buyer].pref})`;
    case 'diesel': {
      const c = v.market[m.car];
      const car = `car ${m.car + 1} (${carWords(c)})`;
      if (m.change === 'workers') return `Diesel: ${car} with ${m.workers} ${m.workers === 1 ? 'worker' : 'workers'}`;
      if (m.change === 'price') return `Diesel: ${car} with price tile ${m.price}`;
      const w = me.workshops[m.slot];
      return `Diesel: ${car} with the ${w ? partWords(w.k, w.v) : m.change} of workshop ${m.slot + 1}`;
    }
    case 'build': {
      const b = me.workshops[m.body];
      const e = me.workshops[m.engine];
      return `Build a car: ${b ? b.v : '?'}-body, ${e ? e.v : '?'}-engine, ${m.workers} ${m.workers === 1 ? 'worker' : 'workers'}`;
    }
    case 'price':
      return `Price tile ${m.price}${m.boost ? ` with the marker ${MARKER_NAMES[m.boost]}` : ''}`;
    case 'end':
      return 'End the turn';
    case 'benz':
      return m.pref ? `Benz: a 5th buyer (${m.pref})` : 'Keep the Benz marker';
  }
}
