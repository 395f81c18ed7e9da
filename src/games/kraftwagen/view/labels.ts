/** Button words for a legal move, from the seat's own view only (messages "label.*"). */
import type { Msg } from '../../../engine/text';
import { isSpecial } from '../rules/action-chain';
import type { KwMove, Part } from '../rules/state';
import type { KwView } from './view';
import { actionName, carText, cardName, markerName, prefName, specialText, startText, t, tileName } from './words';

/** The part the current step places: its kind and value (the research level when the task names none). */
export function taskPart(v: KwView): Part {
  const me = v.players[v.current];
  const task = v.turn.task;
  if (task && task.k === 'part') return { k: task.part, v: task.v ?? (task.part === 'body' ? me.bodyLevel : me.engineLevel) };
  return { k: 'body', v: me.bodyLevel };
}

export function moveLabel(v: KwView, m: KwMove): Msg {
  const me = v.players[v.current];
  switch (m.type) {
    case 'start':
      return t('label.start', { tile: m.tile, text: startText(m.tile) });
    case 'tile':
      return isSpecial(m.tile) ? t('label.special', { id: m.tile, text: specialText(m.tile, v.rules) }) : t('label.tile', { name: tileName(m.tile) });
    case 'action':
      return t('label.action', { action: actionName(m.action) });
    case 'activate':
      return t('label.activate', { card: cardName(m.card) });
    case 'research':
      return t('label.research', { card: cardName(m.card) });
    case 'workshop': {
      const part = taskPart(v);
      const old = me.workshops[m.slot];
      const params = { kind: part.k, v: part.v, slot: m.slot + 1 };
      return old ? t('label.workshopReplace', { ...params, oldKind: old.k, oldV: old.v }) : t('label.workshop', params);
    }
    case 'gpcar': {
      const task = v.turn.task;
      const value = task && task.k === 'part' ? (task.v ?? me.engineLevel) : 0;
      return t('label.gpcar', { v: value, old: me.gpEngine });
    }
    case 'buyer':
      return t('label.buyer', { pref: m.pref, bonus: v.stackBonus[m.pref].reduce((a, b) => a + b, 0) });
    case 'sell': {
      const w = me.workshops[m.slot]!;
      return t('label.sell', { kind: w.k, v: w.v });
    }
    case 'remove':
      return t('label.remove', { n: m.car + 1, car: carText(v.market[m.car]) });
    case 'skip':
      return t('label.skip');
    case 'daimler':
      return t('label.daimler', { marker: m.marker, n: m.buyer + 1, pref: prefName(v.buyers[m.buyer].pref) });
    case 'diesel': {
      const car = { n: m.car + 1, car: carText(v.market[m.car]) };
      if (m.change === 'workers') return t('label.dieselWorkers', { ...car, workers: m.workers });
      if (m.change === 'price') return t('label.dieselPrice', { ...car, price: m.price });
      const w = me.workshops[m.slot] ?? { k: m.change, v: 0 };
      return t('label.dieselPart', { ...car, kind: w.k, v: w.v, slot: m.slot + 1 });
    }
    case 'build': {
      const b = me.workshops[m.body];
      const e = me.workshops[m.engine];
      return t('label.build', { body: b ? b.v : 0, engine: e ? e.v : 0, workers: m.workers });
    }
    case 'price':
      return m.boost ? t('label.priceBoost', { price: m.price, marker: markerName(m.boost) }) : t('label.price', { price: m.price });
    case 'end':
      return t('label.end');
    case 'benz':
      return m.pref ? t('label.benz', { pref: prefName(m.pref) }) : t('label.benzKeep');
  }
}
