/**
 * How the page puts a Kraftwagen move together (the contract's moveParts), from the seat's own
 * view only. The board is the control: an action tile on the action track, an action of the tile
 * taken, a research card, a development, a workshop or the Grand Prix car, a buyer stack or an
 * active buyer, a car on the market, a price tile beside the market, an engineer marker. Moves of
 * several values become steps, and a step is part of a move only when its answers differ (one
 * body in the workshops: no question which body).
 */
import type { MovePart, MoveShape, PickPart } from '../../engine/contract';
import { ACTION_NAMES, type ActionKind } from './data/actions';
import type { Pref } from './data/buyers';
import { CAR_MARKERS, MARKER_NAMES, type CarMarker, type Marker } from './data/markers';
import { card, cardName } from './data/research';
import { START_TILES } from './data/start-tiles';
import type { KwMove, MarketCar, PartKind } from './state';
import type { KwView, PlayerView } from './view';
import { partWords, tileShort } from './words';
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

const PREF_WORDS: Record<Pref, string> = { body: 'Body', engine: 'Engine', prestige: 'Prestige', price: 'Price' };

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

function pick(step: string, value: string | number, label: string, target?: string, prompt?: string): PickPart {
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

function markerPrompt(v: KwView): string {
  if (v.turn.stage === 'actions') return 'Or first use an engineer marker:';
  return buildOptions(v) ? 'Or use an engineer marker:' : 'Use an engineer marker, or end your turn.';
}

function endPrompt(v: KwView): string | undefined {
  if (buildOptions(v) || markersUsable(v)) return undefined;
  return v.turn.built > 0 ? 'Your car is on the market: end your turn.' : 'No car to bring to the market: end your turn.';
}

function partTaskWords(v: KwView): { what: string; part: PartKind } {
  const t = v.turn.task;
  const p = me(v);
  if (t && t.k === 'part') {
    const value = t.v ?? (t.part === 'body' ? p.bodyLevel : p.engineLevel);
    return { what: partWords(t.part, value), part: t.part };
  }
  return { what: 'part', part: 'body' };
}

// ---- The shapes.

function markerPart(v: KwView, m: Marker): PickPart {
  return pick('marker', m, MARKER_NAMES[m], TARGET.marker(m), markerPrompt(v));
}

function dieselParts(v: KwView, m: Extract<KwMove, { type: 'diesel' }>): MovePart[] {
  const parts: MovePart[] = [markerPart(v, 'diesel')];
  const c = v.market[m.car];
  if (dieselCars(v).length > 1) parts.push(pick('car', m.car, `Car ${m.car + 1} (price ${c.price})`, TARGET.market(m.car), 'Diesel: which of your cars on the market changes? Click it.'));
  const ch = dieselChanges(v, c);
  const kinds = CHANGE_KINDS.filter((k) => ch[k].length > 0);
  const p = me(v);
  // The answer of the change, and its words when no further step asks for it.
  let value: PickPart;
  let valueWords: string;
  if (m.change === 'workers') {
    valueWords = plural(m.workers, 'worker', 'workers');
    value = pick('with', m.workers, valueWords, undefined, `How many workers instead of ${c.workers}? (More come from your canteen, fewer go back to the supply.)`);
  } else if (m.change === 'price') {
    valueWords = `price ${m.price}`;
    value = pick('with', m.price, `Price ${m.price}`, TARGET.price(m.price), `Which price tile instead of ${c.price}? Click it beside the market.`);
  } else {
    const w = p.workshops[m.slot]!;
    valueWords = `${partWords(w.k, w.v)} (workshop ${m.slot + 1})`;
    value = pick('with', m.slot, valueWords, TARGET.workshop(m.slot), `Which ${m.change} replaces the car's ${partWords(m.change, m.change === 'body' ? c.body : c.engine)}? Click it in your workshops.`);
  }
  const more = ch[m.change].length > 1;
  const changeWords: Record<(typeof CHANGE_KINDS)[number], string> = { body: 'Body', engine: 'Engine', workers: 'Workers', price: 'Price' };
  if (kinds.length > 1) parts.push(pick('change', m.change, more ? changeWords[m.change] : `${changeWords[m.change]} → ${valueWords}`, undefined, `Diesel: what of car ${m.car + 1} changes?`));
  if (more) parts.push(value);
  return parts;
}

export function moveParts(v: KwView, m: KwMove): MoveShape {
  const p = me(v);
  switch (m.type) {
    case 'start':
      return { parts: [pick('start', m.tile, `${m.tile}: ${START_TILES[m.tile].text}`, TARGET.start(m.tile), 'Choose your start tile: click it (its actions are carried out at once).')] };
    case 'tile':
      return { parts: [pick('tile', m.tile, tileShort(m.tile), TARGET.tile(m.tile), 'Take an action tile: click it on the action track.')] };
    case 'action':
      return { parts: [pick('action', m.action, ACTION_NAMES[m.action], TARGET.action(m.action), 'Choose the next action of your tile: click it (any order).')] };
    case 'activate':
      return { parts: [pick('dev', m.card, cardName(m.card), TARGET.dev(m.card), 'Your new worker activates a development: click it on your tableau.')] };
    case 'research':
      return { parts: [pick('research', m.card, cardName(m.card), TARGET.research(m.card), 'Research: take one of the open cards (the other one is discarded).')] };
    case 'workshop':
    case 'gpcar': {
      const { what, part } = partTaskWords(v);
      const full = p.workshops.every((w) => w);
      const prompt =
        part === 'engine'
          ? `Put your ${what} into ${full ? 'a workshop (its part goes back)' : 'a workshop'} or your Grand Prix car: click it.`
          : `Put your ${what} into a workshop: click it (its part goes back).`;
      if (m.type === 'gpcar') return { parts: [pick('place', 'gp', `Grand Prix car (replaces its ${p.gpEngine}-engine)`, TARGET.gpcar, prompt)] };
      const old = p.workshops[m.slot];
      return { parts: [pick('place', `w${m.slot}`, `Workshop ${m.slot + 1}${old ? ` (clears the ${partWords(old.k, old.v)})` : ''}`, TARGET.workshop(m.slot), prompt)] };
    }
    case 'buyer': {
      const bonus = v.stackBonus[m.pref].reduce((a, b) => a + b, 0);
      return { parts: [pick('buyer', m.pref, `${PREF_WORDS[m.pref]} buyer${bonus ? ` (+${bonus})` : ''}`, TARGET.stack(m.pref), 'Activate a buyer: click a buyer stack (you take the white tiles beside it).')] };
    }
    case 'sell': {
      const w = p.workshops[m.slot]!;
      return { parts: [pick('sell', m.slot, `Sell the ${partWords(w.k, w.v)} for ${w.v}`, TARGET.workshop(m.slot), 'Special tile: sell a body or engine from a workshop for its value? Click it, or do without.')] };
    }
    case 'remove': {
      const c = v.market[m.car];
      const t = v.turn.task;
      const money = t && t.k === 'remove' ? t.v : 0;
      return { parts: [pick('remove', m.car, `Car ${m.car + 1} (price ${c.price})`, TARGET.market(m.car), `Special tile: take one of your cars off the market for ${money} money? Click it, or keep your cars.`)] };
    }
    case 'skip': {
      const t = v.turn.task;
      if (t && t.k === 'remove') return { parts: [pick('remove', 'skip', 'Keep your cars')] };
      return { parts: [pick('sell', 'skip', 'Do without')] };
    }
    case 'daimler': {
      const marker: Marker = m.marker === 2 ? 'daimler2' : 'daimler4';
      const parts: MovePart[] = [markerPart(v, marker)];
      if (daimlerBuyers(v).length > 1) parts.push(pick('buyer', m.buyer, `Buyer ${m.buyer + 1} (${v.buyers[m.buyer].pref})`, TARGET.buyer(m.buyer), `Lay Daimler +${m.marker} on which active buyer? Click it.`));
      return { parts };
    }
    case 'diesel':
      return { parts: dieselParts(v, m) };
    case 'build': {
      const o = buildOptions(v);
      const b = p.workshops[m.body]!;
      const e = p.workshops[m.engine]!;
      // With one engine in the workshops the body settles the engine too: its words say so.
      const body = o && o.engines.size === 1 ? `Build: ${partWords('body', b.v)} + ${partWords('engine', e.v)}` : `Build with the ${partWords('body', b.v)}`;
      const parts: MovePart[] = [pick('body', m.body, body, TARGET.workshop(m.body), 'Bring a car to the market: click its body in your workshops.')];
      if (!o || o.engines.size > 1) parts.push(pick('engine', m.engine, `the ${partWords('engine', e.v)}`, TARGET.workshop(m.engine), 'Its engine: click it in your workshops.'));
      if (!o || o.canteen > 1) parts.push(pick('workers', m.workers, plural(m.workers, 'worker', 'workers'), undefined, 'How many canteen workers go with it? (Its prestige: prestige buyers take the car with the most.)'));
      return { parts };
    }
    case 'price': {
      const parts: MovePart[] = [pick('price', m.price, `Price ${m.price}`, TARGET.price(m.price), "Choose your car's price tile: click it beside the market.")];
      if (boostOptions(v).length > 0) parts.push(m.boost ? pick('boost', m.boost, MARKER_NAMES[m.boost], TARGET.marker(m.boost), 'Lay a Horch or Maybach marker on the car?') : pick('boost', 'none', 'No marker', undefined, 'Lay a Horch or Maybach marker on the car?'));
      return { parts };
    }
    case 'end':
      return { parts: [pick('end', 'end', 'End your turn', undefined, endPrompt(v))] };
    case 'benz':
      return {
        parts: [
          m.pref
            ? pick('benz', m.pref, `5th buyer: ${m.pref}`, TARGET.stack(m.pref), "Scoring: use Carl Benz's marker for a 5th buyer? Click a buyer stack, or keep the marker.")
            : pick('benz', 'keep', 'Keep the Benz marker'),
        ],
      };
  }
}
