/**
 * How the page puts a Kraftwagen move together (the contract's moveParts), from the seat's own
 * view only. The board is the control: an action tile on the action track, an action of the tile
 * taken, a research card, a development, a workshop or the Grand Prix car, a buyer stack or an
 * active buyer, a car on the market, a price tile beside the market, an engineer marker. Moves of
 * several values become steps, and a step is part of a move only when its answers differ (one
 * body in the workshops: no question which body).
 */
import type { MovePart, MoveShape, PickPart } from '../../engine/contract';
import type { Msg } from '../../engine/text';
import type { ActionKind } from './data/actions';
import type { Pref } from './data/buyers';
import { CAR_MARKERS, type CarMarker, type Marker } from './data/markers';
import { card } from './data/research';
import { taskPart } from './labels';
import type { KwMove, MarketCar } from './state';
import type { KwView, PlayerView } from './view';
import { actionName, cardName, markerName, prefName, startText, t, tileShort } from './words';
import { workshopValues } from './market';

/** The ids of the board things that pick a part (views/games/kraftwagen/board.hbs). */
export const TARGET = {
  tile: (id: string) => `tile:${id}`,
  action: (a: ActionKind) => `action:${a}`,
  start: (id: string) => `start:${id}`,
  research: (cardId: number) => `research:${cardId}`,
  dev: (cardId: number) => `dev:${devKey(cardId)}`,
  workshop: (slot: number) => `workshop:${slot}`,
  gpcar: 'gpcar',
  stack: (pref: Pref) => `stack:${pref}`,
  buyer: (i: number) => `buyer:${i}`,
  market: (i: number) => `market:${i}`,
  price: (v: number) => `price:${v}`,
  marker: (m: Marker) => `marker:${m}`,
};

/** Developments alike (the same points and part) are one choice: one key for the board. */
export function devKey(cardId: number): string {
  const c = card(cardId);
  return c.kind === 'dev' ? `b${c.body}e${c.engine}${c.take ? `-${c.take}` : ''}` : String(cardId);
}

function pick(step: string, value: string | number, label: Msg, target?: string, prompt?: Msg): PickPart {
  const p: PickPart = { kind: 'pick', step, value: String(value), label };
  if (target !== undefined) p.target = target;
  if (prompt !== undefined) p.prompt = prompt;
  return p;
}

function me(v: KwView): PlayerView {
  return v.players[v.current];
}

// ---- The choices of multi-value moves, recomputed from the view (the same rules as legal.ts).

/** Market phase: the bodies and engines a car can be built from (the first workshop of each value). */
function buildOptions(v: KwView): { bodies: Map<number, number>; engines: Map<number, number>; canteen: number } | null {
  const p = me(v);
  if (v.phase !== 'turns' || v.turn.stage !== 'market' || v.turn.task || v.turn.built > 0 || v.market.length >= v.marketSize || p.canteen === 0) return null;
  const { bodies, engines } = workshopValues(p.workshops);
  return bodies.size && engines.size ? { bodies, engines, canteen: p.canteen } : null;
}

/** The markers a car may get with its price tile (none, or one Horch/Maybach marker). */
function boostOptions(v: KwView): CarMarker[] {
  if (v.turn.marker2) return [];
  const p = me(v);
  return CAR_MARKERS.filter((m) => p.markers.includes(m));
}

/** May an engineer marker be used now (phase I between actions, phase II in the market step)? */
function markerPhase(v: KwView): 1 | 2 | null {
  const t = v.turn;
  if (v.phase !== 'turns' || t.task) return null;
  if (t.stage === 'actions' && !t.marker1) return 1;
  if (t.stage === 'market' && !t.marker2) return 2;
  return null;
}

/** Active buyers without a Daimler marker. */
function daimlerBuyers(v: KwView): number[] {
  return v.buyers.flatMap((b, i) => (b.daimler === 0 ? [i] : []));
}

interface DieselChanges {
  body: number[];
  engine: number[];
  workers: number[];
  price: number[];
}

/** What Diesel may change on one of the seat's cars: workshop slots, worker counts, price tiles. */
function dieselChanges(v: KwView, c: MarketCar): DieselChanges {
  const p = me(v);
  const out: DieselChanges = { body: [], engine: [], workers: [], price: v.prices.slice() };
  for (const k of ['body', 'engine'] as const) {
    const seen = new Set<number>([k === 'body' ? c.body : c.engine]);
    p.workshops.forEach((w, slot) => {
      if (w && w.k === k && !seen.has(w.v)) {
        seen.add(w.v);
        out[k].push(slot);
      }
    });
  }
  for (let n = 1; n <= c.workers + p.canteen; n++) if (n !== c.workers) out.workers.push(n);
  return out;
}

const CHANGE_KINDS = ['body', 'engine', 'workers', 'price'] as const;

function dieselCars(v: KwView): number[] {
  return v.market.flatMap((c, i) => (c.seat === v.current && CHANGE_KINDS.some((k) => dieselChanges(v, c)[k].length > 0) ? [i] : []));
}

function markersUsable(v: KwView): boolean {
  if (markerPhase(v) === null) return false;
  const p = me(v);
  const daimler = (p.markers.includes('daimler2') || p.markers.includes('daimler4')) && daimlerBuyers(v).length > 0;
  const diesel = p.markers.includes('diesel') && dieselCars(v).length > 0;
  return daimler || diesel;
}

// ---- Prompts.

function markerPrompt(v: KwView): Msg {
  if (v.turn.stage === 'actions') return t('prompt.markerFirst');
  return buildOptions(v) ? t('prompt.markerOr') : t('prompt.markerOrEnd');
}

function endPrompt(v: KwView): Msg | undefined {
  if (buildOptions(v) || markersUsable(v)) return undefined;
  return v.turn.built > 0 ? t('prompt.endBuilt') : t('prompt.endNothing');
}

// ---- The shapes.

function markerPart(v: KwView, m: Marker): PickPart {
  return pick('marker', m, markerName(m), TARGET.marker(m), markerPrompt(v));
}

function dieselParts(v: KwView, m: Extract<KwMove, { type: 'diesel' }>): MovePart[] {
  const parts: MovePart[] = [markerPart(v, 'diesel')];
  const c = v.market[m.car];
  if (dieselCars(v).length > 1) parts.push(pick('car', m.car, t('pick.car', { n: m.car + 1, price: c.price }), TARGET.market(m.car), t('prompt.dieselCar')));
  const ch = dieselChanges(v, c);
  const kinds = CHANGE_KINDS.filter((k) => ch[k].length > 0);
  const p = me(v);
  // The answer of the change, and its words when no further step asks for it.
  let value: PickPart;
  let valueWords: Msg;
  if (m.change === 'workers') {
    valueWords = t('workers', { n: m.workers });
    value = pick('with', m.workers, valueWords, undefined, t('prompt.dieselWorkers', { n: c.workers }));
  } else if (m.change === 'price') {
    valueWords = t('pick.dieselPrice', { price: m.price });
    value = pick('with', m.price, t('pick.price', { price: m.price }), TARGET.price(m.price), t('prompt.dieselPrice', { price: c.price }));
  } else {
    const w = p.workshops[m.slot]!;
    valueWords = t('pick.dieselPart', { kind: w.k, v: w.v, slot: m.slot + 1 });
    value = pick('with', m.slot, valueWords, TARGET.workshop(m.slot), t('prompt.dieselPart', { kind: m.change, v: m.change === 'body' ? c.body : c.engine }));
  }
  const more = ch[m.change].length > 1;
  const changeWords = t(`pick.change.${m.change}`);
  if (kinds.length > 1) parts.push(pick('change', m.change, more ? changeWords : t('pick.changeTo', { change: changeWords, value: valueWords }), undefined, t('prompt.dieselChange', { n: m.car + 1 })));
  if (more) parts.push(value);
  return parts;
}

export function moveParts(v: KwView, m: KwMove): MoveShape {
  const p = me(v);
  switch (m.type) {
    case 'start':
      return { parts: [pick('start', m.tile, t('pick.start', { tile: m.tile, text: startText(m.tile) }), TARGET.start(m.tile), t('prompt.start'))] };
    case 'tile':
      return { parts: [pick('tile', m.tile, tileShort(m.tile, v.rules), TARGET.tile(m.tile), t('prompt.tile'))] };
    case 'action':
      return { parts: [pick('action', m.action, actionName(m.action), TARGET.action(m.action), t('prompt.action'))] };
    case 'activate':
      return { parts: [pick('dev', m.card, cardName(m.card), TARGET.dev(m.card), t('prompt.activate'))] };
    case 'research':
      return { parts: [pick('research', m.card, cardName(m.card), TARGET.research(m.card), t('prompt.research'))] };
    case 'workshop':
    case 'gpcar': {
      const part = taskPart(v);
      const full = p.workshops.every((w) => w);
      const prompt = part.k === 'engine' ? t('prompt.engine', { v: part.v, full }) : t('prompt.body', { v: part.v });
      if (m.type === 'gpcar') return { parts: [pick('place', 'gp', t('pick.gpcar', { old: p.gpEngine }), TARGET.gpcar, prompt)] };
      const old = p.workshops[m.slot];
      const label = old ? t('pick.workshopReplace', { n: m.slot + 1, oldKind: old.k, oldV: old.v }) : t('pick.workshop', { n: m.slot + 1 });
      return { parts: [pick('place', `w${m.slot}`, label, TARGET.workshop(m.slot), prompt)] };
    }
    case 'buyer': {
      const bonus = v.stackBonus[m.pref].reduce((a, b) => a + b, 0);
      return { parts: [pick('buyer', m.pref, t('pick.buyer', { pref: m.pref, bonus }), TARGET.stack(m.pref), t('prompt.buyer'))] };
    }
    case 'sell': {
      const w = p.workshops[m.slot]!;
      return { parts: [pick('sell', m.slot, t('label.sell', { kind: w.k, v: w.v }), TARGET.workshop(m.slot), t('prompt.sell'))] };
    }
    case 'remove': {
      const c = v.market[m.car];
      const task = v.turn.task;
      const money = task && task.k === 'remove' ? task.v : 0;
      return { parts: [pick('remove', m.car, t('pick.car', { n: m.car + 1, price: c.price }), TARGET.market(m.car), t('prompt.remove', { money }))] };
    }
    case 'skip': {
      const task = v.turn.task;
      if (task && task.k === 'remove') return { parts: [pick('remove', 'skip', t('pick.keepCars'))] };
      return { parts: [pick('sell', 'skip', t('label.skip'))] };
    }
    case 'daimler': {
      const marker: Marker = m.marker === 2 ? 'daimler2' : 'daimler4';
      const parts: MovePart[] = [markerPart(v, marker)];
      if (daimlerBuyers(v).length > 1) parts.push(pick('buyer', m.buyer, t('pick.activeBuyer', { n: m.buyer + 1, pref: prefName(v.buyers[m.buyer].pref) }), TARGET.buyer(m.buyer), t('prompt.daimler', { marker: m.marker })));
      return { parts };
    }
    case 'diesel':
      return { parts: dieselParts(v, m) };
    case 'build': {
      const o = buildOptions(v);
      const b = p.workshops[m.body]!;
      const e = p.workshops[m.engine]!;
      // With one engine in the workshops the body settles the engine too: its words say so.
      const body = o && o.engines.size === 1 ? t('pick.buildBoth', { body: b.v, engine: e.v }) : t('pick.buildBody', { body: b.v });
      const parts: MovePart[] = [pick('body', m.body, body, TARGET.workshop(m.body), t('prompt.build'))];
      if (!o || o.engines.size > 1) parts.push(pick('engine', m.engine, t('pick.buildEngine', { engine: e.v }), TARGET.workshop(m.engine), t('prompt.buildEngine')));
      if (!o || o.canteen > 1) parts.push(pick('workers', m.workers, t('workers', { n: m.workers }), undefined, t('prompt.buildWorkers')));
      return { parts };
    }
    case 'price': {
      const parts: MovePart[] = [pick('price', m.price, t('pick.price', { price: m.price }), TARGET.price(m.price), t('prompt.price'))];
      if (boostOptions(v).length > 0) parts.push(m.boost ? pick('boost', m.boost, markerName(m.boost), TARGET.marker(m.boost), t('prompt.boost')) : pick('boost', 'none', t('pick.noMarker'), undefined, t('prompt.boost')));
      return { parts };
    }
    case 'end':
      return { parts: [pick('end', 'end', t('pick.end'), undefined, endPrompt(v))] };
    case 'benz':
      return {
        parts: [m.pref ? pick('benz', m.pref, t('pick.benz', { pref: prefName(m.pref) }), TARGET.stack(m.pref), t('prompt.benz')) : pick('benz', 'keep', t('label.benzKeep'))],
      };
  }
}
