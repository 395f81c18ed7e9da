/**
 * How the page puts a Kraftwagen move together (the contract's moveParts), from the seat's own
 * view only. The board is the control: an action tile on the action track, an action of the tile
 * taken, a research card, a development, a workshop or the Grand Prix car, a buyer stack or an
 * active buyer, a car on the market, a price tile beside the market, an engineer marker. Moves of
 * several values become steps, and a step is part of a move only when its answers differ (one
 * body in the workshops: no question which body). Each part has one builder below, used by
 * moveParts and by the tree of choices (rules/move-tree.ts) alike.
 */
import type { MovePart, MoveShape, PickPart } from '../../../engine/contract';
import type { Msg } from '../../../engine/text';
import type { ActionKind } from '../data/actions';
import type { Pref } from '../data/buyers';
import type { CarMarker, Marker } from '../data/markers';
import { card } from '../data/research';
import { taskPart } from './labels';
import { boostMarkers, workshopValues } from '../rules/market';
import { daimlerBuyers, daimlerMarker, dieselCars, dieselChanges, DIESEL_CHANGES, type DieselChanges } from '../rules/markers';
import type { KwMove } from '../rules/state';
import type { KwView, PlayerView } from './view';
import { actionName, cardName, markerName, prefName, startText, t, tileShort } from './words';

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

// ---- The choices of multi-value moves, recomputed from the view (the same rules as rules/legal.ts).

/** Market phase: the bodies and engines a car can be built from (the first workshop of each value). */
function buildOptions(v: KwView): { bodies: Map<number, number>; engines: Map<number, number>; canteen: number } | null {
  const p = me(v);
  if (v.phase !== 'turns' || v.turn.stage !== 'market' || v.turn.task || v.turn.built > 0 || v.market.length >= v.marketSize || p.canteen === 0) return null;
  const { bodies, engines } = workshopValues(p.workshops);
  return bodies.size && engines.size ? { bodies, engines, canteen: p.canteen } : null;
}

/** The markers a car may get with its price tile (none, or one Horch/Maybach marker). */
function boostOptions(v: KwView): CarMarker[] {
  return boostMarkers(me(v).markers, v.turn.marker2);
}

/** May an engineer marker be used now (phase I between actions, phase II in the market step)? */
function markerPhase(v: KwView): 1 | 2 | null {
  const t = v.turn;
  if (v.phase !== 'turns' || t.task) return null;
  if (t.stage === 'actions' && !t.marker1) return 1;
  if (t.stage === 'market' && !t.marker2) return 2;
  return null;
}

/** What Diesel may change on one of the seat's cars. */
function changesOf(v: KwView, car: number): DieselChanges {
  return dieselChanges(me(v), v.prices, v.market[car]);
}

function dieselCarsOf(v: KwView): number[] {
  return dieselCars(v.market, v.current, me(v), v.prices);
}

function markersUsable(v: KwView): boolean {
  if (markerPhase(v) === null) return false;
  const p = me(v);
  const daimler = (p.markers.includes('daimler2') || p.markers.includes('daimler4')) && daimlerBuyers(v.buyers).length > 0;
  const diesel = p.markers.includes('diesel') && dieselCarsOf(v).length > 0;
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

// ---- The part builders.

type Diesel = Extract<KwMove, { type: 'diesel' }>;
type Build = Extract<KwMove, { type: 'build' }>;
/** The moves that always have one part. */
export type OnePartMove = Exclude<KwMove, { type: 'daimler' | 'diesel' | 'build' | 'price' }>;

/** The part of a move of one part. */
export function onePart(v: KwView, m: OnePartMove): PickPart {
  const p = me(v);
  switch (m.type) {
    case 'start':
      return pick('start', m.tile, t('pick.start', { tile: m.tile, text: startText(m.tile) }), TARGET.start(m.tile), t('prompt.start'));
    case 'tile':
      return pick('tile', m.tile, tileShort(m.tile, v.rules), TARGET.tile(m.tile), t('prompt.tile'));
    case 'action':
      return pick('action', m.action, actionName(m.action), TARGET.action(m.action), t('prompt.action'));
    case 'activate':
      return pick('dev', m.card, cardName(m.card), TARGET.dev(m.card), t('prompt.activate'));
    case 'research':
      return pick('research', m.card, cardName(m.card), TARGET.research(m.card), t('prompt.research'));
    case 'workshop':
    case 'gpcar': {
      const part = taskPart(v);
      const full = p.workshops.every((w) => w);
      const prompt = part.k === 'engine' ? t('prompt.engine', { v: part.v, full }) : t('prompt.body', { v: part.v });
      if (m.type === 'gpcar') return pick('place', 'gp', t('pick.gpcar', { old: p.gpEngine }), TARGET.gpcar, prompt);
      const old = p.workshops[m.slot];
      const label = old ? t('pick.workshopReplace', { n: m.slot + 1, oldKind: old.k, oldV: old.v }) : t('pick.workshop', { n: m.slot + 1 });
      return pick('place', `w${m.slot}`, label, TARGET.workshop(m.slot), prompt);
    }
    case 'buyer': {
      const bonus = v.stackBonus[m.pref].reduce((a, b) => a + b, 0);
      return pick('buyer', m.pref, t('pick.buyer', { pref: m.pref, bonus }), TARGET.stack(m.pref), t('prompt.buyer'));
    }
    case 'sell': {
      const w = p.workshops[m.slot]!;
      return pick('sell', m.slot, t('label.sell', { kind: w.k, v: w.v }), TARGET.workshop(m.slot), t('prompt.sell'));
    }
    case 'remove': {
      const c = v.market[m.car];
      const task = v.turn.task;
      const money = task && task.k === 'remove' ? task.v : 0;
      return pick('remove', m.car, t('pick.car', { n: m.car + 1, price: c.price }), TARGET.market(m.car), t('prompt.remove', { money }));
    }
    case 'skip': {
      const task = v.turn.task;
      if (task && task.k === 'remove') return pick('remove', 'skip', t('pick.keepCars'));
      return pick('sell', 'skip', t('label.skip'));
    }
    case 'end':
      return pick('end', 'end', t('pick.end'), undefined, endPrompt(v));
    case 'benz':
      return m.pref ? pick('benz', m.pref, t('pick.benz', { pref: prefName(m.pref) }), TARGET.stack(m.pref), t('prompt.benz')) : pick('benz', 'keep', t('label.benzKeep'));
  }
}

/** An engineer marker used now (the first part of a Daimler or Diesel move). */
export function markerPart(v: KwView, m: Marker): PickPart {
  return pick('marker', m, markerName(m), TARGET.marker(m), markerPrompt(v));
}

/** Daimler: the active buyer that gets the marker. */
export function daimlerBuyerPart(v: KwView, m: Extract<KwMove, { type: 'daimler' }>): PickPart {
  return pick('buyer', m.buyer, t('pick.activeBuyer', { n: m.buyer + 1, pref: prefName(v.buyers[m.buyer].pref) }), TARGET.buyer(m.buyer), t('prompt.daimler', { marker: m.marker }));
}

/** Diesel: the car changed. */
export function dieselCarPart(v: KwView, car: number): PickPart {
  return pick('car', car, t('pick.car', { n: car + 1, price: v.market[car].price }), TARGET.market(car), t('prompt.dieselCar'));
}

/** Diesel: the answer of the new value, and its words when no further step asks for it. */
function dieselValue(v: KwView, m: Diesel): { part: PickPart; words: Msg } {
  const c = v.market[m.car];
  if (m.change === 'workers') {
    const words = t('workers', { n: m.workers });
    return { part: pick('with', m.workers, words, undefined, t('prompt.dieselWorkers', { n: c.workers })), words };
  }
  if (m.change === 'price') {
    return { part: pick('with', m.price, t('pick.price', { price: m.price }), TARGET.price(m.price), t('prompt.dieselPrice', { price: c.price })), words: t('pick.dieselPrice', { price: m.price }) };
  }
  const w = me(v).workshops[m.slot]!;
  const words = t('pick.dieselPart', { kind: w.k, v: w.v, slot: m.slot + 1 });
  return { part: pick('with', m.slot, words, TARGET.workshop(m.slot), t('prompt.dieselPart', { kind: m.change, v: m.change === 'body' ? c.body : c.engine })), words };
}

/** Diesel: what is changed (with its new value in the words when that is the only one). */
export function dieselChangePart(v: KwView, m: Diesel): PickPart {
  const more = changesOf(v, m.car)[m.change].length > 1;
  const changeWords = t(`pick.change.${m.change}`);
  return pick('change', m.change, more ? changeWords : t('pick.changeTo', { change: changeWords, value: dieselValue(v, m).words }), undefined, t('prompt.dieselChange', { n: m.car + 1 }));
}

/** Diesel: the new value. */
export function dieselValuePart(v: KwView, m: Diesel): PickPart {
  return dieselValue(v, m).part;
}

function dieselParts(v: KwView, m: Diesel): MovePart[] {
  const parts: MovePart[] = [markerPart(v, 'diesel')];
  if (dieselCarsOf(v).length > 1) parts.push(dieselCarPart(v, m.car));
  const ch = changesOf(v, m.car);
  const kinds = DIESEL_CHANGES.filter((k) => ch[k].length > 0);
  if (kinds.length > 1) parts.push(dieselChangePart(v, m));
  if (ch[m.change].length > 1) parts.push(dieselValuePart(v, m));
  return parts;
}

/** The car's body (with one engine in the workshops the body settles the engine too: its words say so). */
export function buildBodyPart(v: KwView, m: Build): PickPart {
  const o = buildOptions(v);
  const p = me(v);
  const b = p.workshops[m.body]!;
  const e = p.workshops[m.engine]!;
  const body = o && o.engines.size === 1 ? t('pick.buildBoth', { body: b.v, engine: e.v }) : t('pick.buildBody', { body: b.v });
  return pick('body', m.body, body, TARGET.workshop(m.body), t('prompt.build'));
}

/** The car's engine. */
export function buildEnginePart(v: KwView, engine: number): PickPart {
  return pick('engine', engine, t('pick.buildEngine', { engine: me(v).workshops[engine]!.v }), TARGET.workshop(engine), t('prompt.buildEngine'));
}

/** The car's workers (its prestige). */
export function buildWorkersPart(workers: number): PickPart {
  return pick('workers', workers, t('workers', { n: workers }), undefined, t('prompt.buildWorkers'));
}

/** The car's coloured price tile. */
export function pricePart(price: number): PickPart {
  return pick('price', price, t('pick.price', { price }), TARGET.price(price), t('prompt.price'));
}

/** The car's Horch or Maybach marker, or none. */
export function boostPart(boost: CarMarker | undefined): PickPart {
  return boost ? pick('boost', boost, markerName(boost), TARGET.marker(boost), t('prompt.boost')) : pick('boost', 'none', t('pick.noMarker'), undefined, t('prompt.boost'));
}

export function moveParts(v: KwView, m: KwMove): MoveShape {
  switch (m.type) {
    case 'daimler': {
      const parts: MovePart[] = [markerPart(v, daimlerMarker(m.marker))];
      if (daimlerBuyers(v.buyers).length > 1) parts.push(daimlerBuyerPart(v, m));
      return { parts };
    }
    case 'diesel':
      return { parts: dieselParts(v, m) };
    case 'build': {
      const o = buildOptions(v);
      const parts: MovePart[] = [buildBodyPart(v, m)];
      if (!o || o.engines.size > 1) parts.push(buildEnginePart(v, m.engine));
      if (!o || o.canteen > 1) parts.push(buildWorkersPart(m.workers));
      return { parts };
    }
    case 'price': {
      const parts: MovePart[] = [pricePart(m.price)];
      if (boostOptions(v).length > 0) parts.push(boostPart(m.boost));
      return { parts };
    }
    default:
      return { parts: [onePart(v, m)] };
  }
}
