/** The template context of views/games/kraftwagen/board.hbs, built from a view only. */
import { seatName, type LabeledMove } from '../../engine/contract';
import { isWorker, entrySeat } from './chain';
import { ACTION_NAMES, actionTile, ActionKind } from './data/actions';
import { award } from './data/awards';
import { markerLabel, PREFS } from './data/buyers';
import { TRACK_FIELDS } from './data/grand-prix';
import { MARKER_NAMES } from './data/markers';
import { card, cardName, ENGINEER_NAMES, ENGINEER_TEXT } from './data/research';
import { specialTile } from './data/special';
import { START_TILES } from './data/start-tiles';
import { ROUND_COLOURS } from './data/prices';
import type { KwMove } from './state';
import type { KwView } from './view';
import { ordinal } from './words';

export const SEAT_COLOURS = ['#c0392b', '#2e6db4', '#2e8b57', '#d4a017'];
const NEUTRAL_COLOUR = '#8a8a8a';
const SHORT: Record<ActionKind, string> = { worker: 'W', research: 'R', body: 'B', engine: 'E', buyer: 'K', gp: 'GP' };

function chainPicture(v: KwView) {
  const w = 62;
  return v.chain.map((e, i) => {
    const x = 10 + i * w;
    if (isWorker(e)) {
      const seat = entrySeat(e);
      return { x, cx: x + w / 2 - 4, worker: true, fill: SEAT_COLOURS[seat], label: `P${seat + 1}`, title: `Worker of player ${seat + 1}` };
    }
    const t = actionTile(e);
    const sp = specialTile(e);
    return {
      x,
      cx: x + w / 2 - 4,
      worker: false,
      special: !!sp,
      fill: sp ? '#f6e7ff' : t!.actions.length === 3 ? '#ffe1b3' : t!.actions.length === 2 ? '#fff3c4' : '#fffdf2',
      label: t ? t.actions.map((a) => SHORT[a]).join('+') : e,
      title: t ? t.actions.map((a) => ACTION_NAMES[a]).join(' + ') : `${e}: ${sp!.text}`,
    };
  });
}

/** Field n of the Grand Prix ring (1..16): four sides of a rectangle. */
function fieldXY(n: number): { x: number; y: number } {
  const i = n - 1;
  const side = Math.floor(i / 4);
  const k = i % 4;
  const step = 48;
  const x0 = 40;
  const y0 = 30;
  if (side === 0) return { x: x0 + k * step, y: y0 };
  if (side === 1) return { x: x0 + 4 * step, y: y0 + k * step };
  if (side === 2) return { x: x0 + (4 - k) * step, y: y0 + 4 * step };
  return { x: x0, y: y0 + (4 - k) * step };
}

function gpPicture(v: KwView, names: string[] | undefined) {
  const fields = Array.from({ length: TRACK_FIELDS }, (_, i) => ({ n: i + 1, ...fieldXY(i + 1) }));
  const cars: { x: number; y: number; fill: string; label: string; title: string }[] = [];
  v.neutral.forEach((f) => cars.push({ ...fieldXY(f), fill: NEUTRAL_COLOUR, label: 'N', title: `Neutral car on field ${f}` }));
  const pit: { x: number; y: number; fill: string; label: string; title: string }[] = [];
  v.players.forEach((p) => {
    if (p.car) cars.push({ ...fieldXY(p.car.field), fill: SEAT_COLOURS[p.seat], label: String(p.car.lap), title: `${seatName(names, p.seat)}: field ${p.car.field}, ${p.car.lap} laps, engine ${p.gpEngine}` });
    else pit.push({ x: 100 + pit.length * 26, y: 130, fill: SEAT_COLOURS[p.seat], label: 'P', title: `${seatName(names, p.seat)} in the pit lane (engine ${p.gpEngine})` });
  });
  return { fields, cars, pit, finish: fieldXY(1) };
}

function buyerPicture(v: KwView) {
  const track = [4, 3, 2, 1, 0].map((n, i) => ({ x: 20 + i * 40, label: markerLabel(n), on: v.marker === n }));
  const slots = Array.from({ length: Math.max(v.buyerSlots, v.buyers.length) }, (_, i) => {
    const b = v.buyers[i];
    return { x: 20 + i * 62, n: i + 1, pref: b ? b.pref : '', daimler: b && b.daimler ? `+${b.daimler}` : '', benz: b ? b.benz : false };
  });
  const stacks = PREFS.map((pref, i) => ({ x: 20 + i * 62, pref, count: v.stacks[pref], bonus: v.stackBonus[pref].join('+') }));
  return { track, slots, stacks };
}

function marketPicture(v: KwView, names: string[] | undefined) {
  return Array.from({ length: v.marketSize }, (_, i) => {
    const c = v.market[i];
    return {
      x: 12 + i * 92,
      n: i + 1,
      car: c
        ? {
            fill: SEAT_COLOURS[c.seat],
            owner: seatName(names, c.seat),
            body: c.body,
            engine: c.engine,
            workers: c.workers,
            price: c.price,
            boost: c.boost ? MARKER_NAMES[c.boost] : '',
          }
        : null,
    };
  });
}

function tableau(v: KwView, p: KwView['players'][number], names: string[] | undefined) {
  return {
    seat: p.seat,
    name: seatName(names, p.seat),
    fill: SEAT_COLOURS[p.seat],
    onTurn: v.toAct.includes(p.seat),
    workshops: p.workshops.map((w, i) => ({ x: 150 + i * 70, label: w ? `${w.v}` : '', kind: w ? (w.k === 'body' ? 'body' : 'engine') : 'empty', title: w ? `${w.v}-${w.k}` : `Workshop ${i + 1}: empty` })),
    gpEngine: p.gpEngine,
    canteen: p.canteen,
    canteenDots: Array.from({ length: Math.min(p.canteen, 14) }, (_, i) => ({ cx: 376 + (i % 7) * 14, cy: 30 + Math.floor(i / 7) * 14 })),
    supply: p.supply,
    levels: `${p.bodyLevel} / ${p.engineLevel}`,
    bodyLevel: p.bodyLevel,
    engineLevel: p.engineLevel,
    startTile: p.startTile ? `${p.startTile}: ${START_TILES[p.startTile].text}` : '',
    devs: p.devs.map((d) => ({ name: cardName(d.card), active: d.worker })),
    engineers: p.engineers.map((e) => ({ name: ENGINEER_NAMES[e], text: ENGINEER_TEXT[e] })),
    markers: p.markers.map((m) => MARKER_NAMES[m]),
    tileCount: p.tileCount,
    total: p.total,
    mine: p.total !== null,
    tiles: p.tiles ? p.tiles.map((t) => (t.k === 'b' ? `award ${t.v}` : t.k === 'c' ? `price ${t.v}` : `white ${t.v}`)).join(', ') : '',
    rank: v.ranks ? v.ranks[p.seat] : null,
  };
}

const GROUPS: Record<KwMove['type'], string> = {
  start: 'choice',
  tile: 'tiles',
  action: 'actions',
  activate: 'choice',
  research: 'choice',
  workshop: 'choice',
  gpcar: 'choice',
  buyer: 'choice',
  sell: 'choice',
  remove: 'choice',
  skip: 'choice',
  benz: 'choice',
  daimler: 'markers',
  diesel: 'markers',
  build: 'market',
  price: 'market',
  end: 'end',
};

function status(v: KwView, viewer: number | null, names: string[] | undefined): string {
  if (v.phase === 'finished') {
    const winners = v.players.filter((p) => v.ranks![p.seat] === 1).map((p) => seatName(names, p.seat));
    return `Game over: ${winners.join(' and ')} ${winners.length === 1 ? 'wins' : 'share the win'}.`;
  }
  const who = viewer === v.current ? 'You' : seatName(names, v.current);
  if (v.phase === 'start') return `${who} ${viewer === v.current ? 'choose' : 'chooses'} a start tile.`;
  if (v.phase === 'benz') return `Scoring: ${who} may use the Benz marker.`;
  const t = v.turn;
  const verb = viewer === v.current ? '' : 's';
  if (t.stage === 'pick') return `Round ${v.round}: ${who} take${verb} an action tile.`;
  if (t.task) return `Round ${v.round}: ${who} carr${viewer === v.current ? 'y' : 'ies'} out the tile ${t.tile} (${t.task.k}).`;
  if (t.stage === 'actions') return `Round ${v.round}: ${who} choose${verb} the next action (${t.actions.map((a) => ACTION_NAMES[a]).join(', ')}).`;
  if (t.stage === 'price') return `Round ${v.round}: ${who} choose${verb} the car's price tile.`;
  return `Round ${v.round}: ${who} may bring a car to the market, then end${verb} the turn.`;
}

export function boardContext(v: KwView, viewer: number | null, moves: LabeledMove<KwMove>[], names?: string[]): Record<string, unknown> {
  const groups: Record<string, LabeledMove<KwMove>[]> = { tiles: [], actions: [], choice: [], markers: [], market: [], end: [] };
  for (const lm of moves) groups[GROUPS[lm.move.type]].push(lm);
  const chain = chainPicture(v);
  const score = v.lastScore;
  return {
    status: status(v, viewer, names),
    round: v.round,
    roundColour: ROUND_COLOURS[v.round - 1],
    special: v.options.special,
    specialCounts: v.specialCounts.join(' / '),
    chain,
    chainWidth: 20 + chain.length * 62,
    gp: gpPicture(v, names),
    buyers: buyerPicture(v),
    market: marketPicture(v, names),
    prices: v.prices.join(', '),
    // The open research cards as pictures: a card per offer, its words on up to three lines.
    open: v.open.map((id, i) => ({
      name: cardName(id),
      kind: KIND_WORDS[card(id).kind],
      x: 4 + i * 214,
      lines: wrap(cardName(id), 30).slice(0, 4).map((text, l) => ({ text, y: 42 + l * 15 })),
    })),
    openWidth: 8 + v.open.length * 214,
    deckCount: v.deckCount,
    deckCards: v.deckCards.map(cardName).join('; '),
    discardTop: v.discardTop === null ? null : cardName(v.discardTop),
    discardCount: v.discardCount,
    awards: v.awards.map((id) => ({ text: award(id).text, value: award(id).value })),
    endTriggered: v.endTriggered,
    players: v.players.map((p) => tableau(v, p, names)),
    lastScore: score
      ? {
          round: score.round,
          gp: score.gp.map((g) => ({ place: ordinal(g.place), who: g.seat === null ? 'neutral car' : seatName(names, g.seat), laps: g.laps })),
          sales: score.sales.map((x, i) => ({ n: i + 1, pref: x.pref, who: x.seat === null ? null : seatName(names, x.seat), price: x.price })),
        }
      : null,
    startOffer: v.phase === 'start' ? v.startOffer.map((id) => `${id}: ${START_TILES[id].text}`) : [],
    groups,
    hasMoves: moves.length > 0,
    finished: v.phase === 'finished',
  };
}

const KIND_WORDS: Record<string, string> = { dev: 'Development', instant: 'Instant action', engineer: 'Engineer' };

/** Words broken into lines of at most `width` characters (for text in the SVG). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
