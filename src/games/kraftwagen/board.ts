/**
 * The template context of views/games/kraftwagen/board.hbs, built from a view only. The board
 * things a player clicks to make his move carry the target ids of parts.ts (the page composes the
 * move; the board has no buttons of its own).
 */
import { seatName, type LabeledMove } from '../../engine/contract';
import { isWorker, entrySeat, isSpecial } from './chain';
import { ACTION_NAMES, actionTile, type ActionKind } from './data/actions';
import { award } from './data/awards';
import { markerLabel, MARKER_START, PREFS, type Pref } from './data/buyers';
import { lapPoints, PLACE_POINTS, TRACK_FIELDS } from './data/grand-prix';
import { CAR_BOOST, MARKER_NAMES, type Marker } from './data/markers';
import { card, cardName, ENGINEER_NAMES, ENGINEER_TEXT, INSTANT_TEXT } from './data/research';
import { specialTile } from './data/special';
import { START_TILES } from './data/start-tiles';
import { ROUND_COLOURS, ROUNDS } from './data/prices';
import { TARGET } from './parts';
import type { KwMove, Task } from './state';
import type { KwView, PlayerView } from './view';
import { ordinal, partWords, SPECIAL_SHORT, tileName, withArticle } from './words';

export const SEAT_COLOURS = ['#c0392b', '#2e6db4', '#2e8b57', '#d4a017'];
/** Text on a seat colour. */
const SEAT_INK = ['#fff', '#fff', '#fff', '#1d1d1d'];
const NEUTRAL_COLOUR = '#8a8a8a';
const ROUND_FILL: Record<string, string> = { orange: '#f39c34', purple: '#8e5cc2', blue: '#2f7fd1' };

/** The words of an action on a round tile (one line each). */
const TILE_WORDS: Record<ActionKind, string> = { worker: 'Worker', research: 'Research', body: 'Body', engine: 'Engine', buyer: 'Buyer', gp: 'Grand Prix' };

/** What each action does, for the legend under the action track. */
const ACTION_HELP: { word: string; text: string }[] = [
  { word: 'Worker', text: 'hire a worker into your canteen' },
  { word: 'Research', text: 'take one of the open research cards' },
  { word: 'Body', text: 'a body of your research level into a workshop' },
  { word: 'Engine', text: 'an engine of your research level into a workshop or your Grand Prix car' },
  { word: 'Buyer', text: 'activate a buyer (and take the white tiles beside its stack)' },
  { word: 'Grand Prix', text: 'your car drives as many fields as its engine shows' },
];

const PREF_HELP: Record<Pref, string> = {
  body: 'the highest body',
  engine: 'the highest engine',
  prestige: 'the most workers',
  price: 'the cheapest car, and pays its price twice',
};

/** Words broken into lines of at most `width` characters. */
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

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

function chainPicture(v: KwView, names: string[] | undefined) {
  return v.chain.map((e) => {
    if (isWorker(e)) {
      const seat = entrySeat(e);
      const name = seatName(names, seat);
      const acts = seat === v.current && v.phase !== 'finished';
      return {
        worker: true,
        fill: SEAT_COLOURS[seat],
        ink: SEAT_INK[seat],
        initial: name.slice(0, 1).toUpperCase(),
        name,
        acts,
        title: `${name}'s worker${acts ? ' (to move)' : ''}`,
      };
    }
    const t = actionTile(e);
    if (t) {
      return {
        worker: false,
        special: false,
        id: e,
        target: TARGET.tile(e),
        size: t.actions.length,
        lines: t.actions.map((a) => TILE_WORDS[a]),
        title: `${tileName(e)} (${plural(t.actions.length, 'action', 'actions')})`,
      };
    }
    const sp = specialTile(e)!;
    return { worker: false, special: true, id: e, target: TARGET.tile(e), size: 0, lines: wrap(SPECIAL_SHORT[e] ?? '', 11), title: `Special tile ${e}: ${sp.text}` };
  });
}

/** Field n of the Grand Prix ring (1..16): four sides of a square, field 1 top left, clockwise. */
const GP = { size: 50, step: 56, x0: 14, y0: 14 };
function fieldXY(n: number): { x: number; y: number } {
  const i = n - 1;
  const side = Math.floor(i / 4);
  const k = i % 4;
  const { step, x0, y0 } = GP;
  if (side === 0) return { x: x0 + k * step, y: y0 };
  if (side === 1) return { x: x0 + 4 * step, y: y0 + k * step };
  if (side === 2) return { x: x0 + (4 - k) * step, y: y0 + 4 * step };
  return { x: x0, y: y0 + (4 - k) * step };
}

function gpPicture(v: KwView, names: string[] | undefined) {
  const fields = Array.from({ length: TRACK_FIELDS }, (_, i) => ({ n: i + 1, ...fieldXY(i + 1) }));
  const cars: { x: number; y: number; fill: string; ink: string; label: string; title: string }[] = [];
  v.neutral.forEach((f) => cars.push({ ...fieldXY(f), fill: NEUTRAL_COLOUR, ink: '#fff', label: 'N', title: `Neutral car on field ${f}` }));
  const pit: { x: number; fill: string; title: string }[] = [];
  const standings: { seat: number | null; lap: number; field: number; engine: number | null }[] = v.neutral.map((field) => ({ seat: null, lap: 0, field, engine: null }));
  for (const p of v.players) {
    const who = seatName(names, p.seat);
    if (p.car) {
      cars.push({ ...fieldXY(p.car.field), fill: SEAT_COLOURS[p.seat], ink: SEAT_INK[p.seat], label: String(p.car.lap), title: `${who}: field ${p.car.field}, ${plural(p.car.lap, 'lap', 'laps')} completed, engine ${p.gpEngine}` });
      standings.push({ seat: p.seat, lap: p.car.lap, field: p.car.field, engine: p.gpEngine });
    } else pit.push({ x: 92 + pit.length * 30, fill: SEAT_COLOURS[p.seat], title: `${who} in the pit lane (engine ${p.gpEngine})` });
  }
  standings.sort((a, b) => b.lap - a.lap || b.field - a.field);
  const places = standings.map((st, i) => ({
    place: ordinal(i + 1),
    who: st.seat === null ? 'neutral car' : seatName(names, st.seat),
    fill: st.seat === null ? NEUTRAL_COLOUR : SEAT_COLOURS[st.seat],
    where: `field ${st.field}, ${plural(st.lap, 'lap', 'laps')}`,
    engine: st.engine,
  }));
  const inPit = v.players.filter((p) => !p.car).map((p) => ({ who: seatName(names, p.seat), fill: SEAT_COLOURS[p.seat], engine: p.gpEngine }));
  const f1 = fieldXY(1);
  return { fields, cars, pit, places, inPit, finish: { x: f1.x, y: f1.y + GP.size + 1, w: GP.size } };
}

function buyerPicture(v: KwView) {
  const track = [MARKER_START, 3, 2, 1, 0].map((n) => ({ label: markerLabel(n), on: v.marker === n }));
  const slots = Array.from({ length: Math.max(v.buyerSlots, v.buyers.length) }, (_, i) => {
    const b = v.buyers[i];
    return {
      n: i + 1,
      target: b ? TARGET.buyer(i) : '',
      pref: b ? b.pref : '',
      daimler: b && b.daimler ? `Daimler +${b.daimler}` : '',
      benz: b ? b.benz : false,
      title: b ? `Active buyer ${i + 1}: ${withArticle(`${b.pref} buyer`)}, takes ${PREF_HELP[b.pref]}${b.daimler ? `; its car scores ${b.daimler} more (Daimler)` : ''}` : `Buyer field ${i + 1}: free`,
    };
  });
  const stacks = PREFS.map((pref) => {
    const bonus = v.stackBonus[pref];
    const sum = bonus.reduce((a, b) => a + b, 0);
    const tiles = bonus.length > 1 ? ` (white tiles ${bonus.join(' + ')})` : '';
    return { pref, target: TARGET.stack(pref), count: v.stacks[pref], bonus: sum ? `+${sum}` : '', title: `${pref} buyers left: ${v.stacks[pref]}; takes ${PREF_HELP[pref]}${sum ? `; beside the stack: ${sum} money${tiles}` : ''}` };
  });
  return { track, slots, stacks, help: PREFS.map((pref) => ({ pref, text: PREF_HELP[pref] })) };
}

function marketPicture(v: KwView, names: string[] | undefined) {
  return Array.from({ length: v.marketSize }, (_, i) => {
    const c = v.market[i];
    if (!c) return { n: i + 1, car: null, target: '' };
    const boost = c.boost ? CAR_BOOST[c.boost] : null;
    return {
      n: i + 1,
      target: TARGET.market(i),
      car: {
        fill: SEAT_COLOURS[c.seat],
        ink: SEAT_INK[c.seat],
        owner: seatName(names, c.seat),
        body: c.body,
        bodyBoost: boost && boost.body ? `+${boost.body}` : '',
        engine: c.engine,
        engineBoost: boost && boost.engine ? `+${boost.engine}` : '',
        workers: c.workers,
        price: c.price,
        boost: c.boost ? MARKER_NAMES[c.boost] : '',
      },
    };
  });
}

/** The words of a research card: its kind and what it does. */
function cardFace(id: number) {
  const c = card(id);
  if (c.kind === 'engineer') return { kind: 'Engineer', name: ENGINEER_NAMES[c.engineer], text: ENGINEER_TEXT[c.engineer], cls: 'engineer' };
  if (c.kind === 'instant') return { kind: 'Instant action', name: INSTANT_TEXT[c.instant], text: 'Carried out at once, then discarded.', cls: 'instant' };
  const pts: string[] = [];
  if (c.body) pts.push(`+${c.body} body`);
  if (c.engine) pts.push(`+${c.engine} engine`);
  return { kind: 'Development', name: pts.join(', '), text: `Research points once a canteen worker stands on it.${c.take ? ` Also take ${c.take === 'body' ? 'a body' : 'an engine'} at once.` : ''}`, cls: 'dev' };
}

function tableau(v: KwView, p: PlayerView, viewer: number | null, names: string[] | undefined) {
  const mine = viewer === p.seat;
  const t = (id: string) => (mine ? id : '');
  const tiles = p.tiles
    ? p.tiles.map((x) => ({ cls: x.k === 'b' ? 'award' : x.k === 'c' ? 'price' : 'white', v: x.v, title: x.k === 'b' ? `Award: ${award(x.id).text}` : x.k === 'c' ? 'Coloured price tile' : 'White tile' }))
    : [];
  // Markers: one chip per marker (two Diesel markers are alike).
  const markers = p.markers.map((m: Marker) => ({ name: MARKER_NAMES[m], target: t(TARGET.marker(m)), kind: m.replace(/\d$/, '') }));
  return {
    seat: p.seat,
    name: seatName(names, p.seat),
    initial: seatName(names, p.seat).slice(0, 1).toUpperCase(),
    you: mine,
    fill: SEAT_COLOURS[p.seat],
    ink: SEAT_INK[p.seat],
    onTurn: v.toAct.includes(p.seat),
    gp: {
      target: t(TARGET.gpcar),
      engine: p.gpEngine,
      where: p.car ? `field ${p.car.field}, ${plural(p.car.lap, 'lap', 'laps')}` : 'pit lane',
    },
    workshops: p.workshops.map((w, i) => ({
      n: i + 1,
      target: t(TARGET.workshop(i)),
      kind: w ? w.k : 'empty',
      value: w ? w.v : '',
      word: w ? (w.k === 'body' ? 'Body' : 'Engine') : 'empty',
      title: w ? `Workshop ${i + 1}: ${withArticle(partWords(w.k, w.v))}` : `Workshop ${i + 1}: empty`,
    })),
    canteen: p.canteen,
    canteenDots: Array.from({ length: p.canteen }, () => 1),
    supply: p.supply,
    bodyLevel: p.bodyLevel,
    engineLevel: p.engineLevel,
    startTile: p.startTile ? { id: p.startTile, text: START_TILES[p.startTile].text } : null,
    devs: p.devs.map((d) => ({ name: cardName(d.card).replace(/^Development /, ''), active: d.worker, target: !d.worker ? t(TARGET.dev(d.card)) : '' })),
    engineers: p.engineers.map((e) => ({ name: ENGINEER_NAMES[e], text: ENGINEER_TEXT[e] })),
    markers,
    tileCount: p.tileCount,
    total: p.total,
    showMoney: p.total !== null,
    tiles,
    rank: v.ranks ? ordinal(v.ranks[p.seat]) : null,
  };
}

/** The current step in words, for everybody ("Body: a 3-body into a workshop"). */
function taskWords(v: KwView, task: Task): string {
  const p = v.players[v.current];
  switch (task.k) {
    case 'activate':
      return 'a new worker activates a development';
    case 'research':
      return 'taking a research card';
    case 'part': {
      const value = task.v ?? (task.part === 'body' ? p.bodyLevel : p.engineLevel);
      return `placing ${withArticle(partWords(task.part, value))}`;
    }
    case 'buyer':
      return 'activating a buyer';
    case 'sell':
      return 'may sell a body or engine';
    case 'remove':
      return `may take a car off the market for ${task.v}`;
    default:
      return '';
  }
}

function status(v: KwView, viewer: number | null, names: string[] | undefined): string {
  if (v.phase === 'finished') {
    const winners = v.players.filter((p) => v.ranks![p.seat] === 1).map((p) => seatName(names, p.seat));
    return `Game over: ${winners.join(' and ')} ${winners.length === 1 ? 'wins' : 'share the win'}.`;
  }
  const you = viewer === v.current;
  const who = you ? 'You' : seatName(names, v.current);
  const s = (yours: string, theirs: string) => (you ? yours : theirs);
  if (v.phase === 'start') return `${who} ${s('choose', 'chooses')} a start tile.`;
  if (v.phase === 'benz') return `Scoring of round ${v.round}: ${you ? 'you' : who} may use the Benz marker for a 5th buyer.`;
  const t = v.turn;
  if (t.stage === 'pick') return `${who} ${s('take', 'takes')} an action tile.`;
  if (t.task) return `${who} ${s('carry', 'carries')} out ${t.tile && isSpecial(t.tile) ? `special tile ${t.tile}` : `the tile ${tileName(t.tile ?? '')}`}: ${taskWords(v, t.task)}.`;
  if (t.stage === 'actions') return `${who} ${s('choose', 'chooses')} the next action: ${t.actions.map((a) => ACTION_NAMES[a]).join(' or ')}.`;
  if (t.stage === 'price') return `${who} ${s('choose', 'chooses')} the price tile of the new car.`;
  return t.built ? `${who} brought a car to the market and ${s('end', 'ends')} the turn.` : `${who} may bring a car to the market, then end the turn.`;
}

/** The tile being carried out and the actions still to do. */
function turnPicture(v: KwView) {
  const t = v.turn;
  if (v.phase !== 'turns' || t.stage === 'pick' || !t.tile) return null;
  const sp = specialTile(t.tile);
  return {
    tile: sp ? `special tile ${t.tile}: ${sp.text}` : tileName(t.tile),
    actions: [...new Set(t.actions)].map((a) => ({ name: ACTION_NAMES[a], target: TARGET.action(a) })),
    doing: t.task ? taskWords(v, t.task) : '',
    build: t.build ? `${t.build.body}-body, ${t.build.engine}-engine, ${plural(t.build.workers, 'worker', 'workers')}` : '',
  };
}

export function boardContext(v: KwView, viewer: number | null, moves: LabeledMove<KwMove>[], names?: string[]): Record<string, unknown> {
  const score = v.lastScore;
  const sp = v.chain.filter(isSpecial).map((id) => ({ id, text: specialTile(id)!.text }));
  const colour = ROUND_COLOURS[Math.min(v.round, ROUNDS) - 1];
  // The viewer's own tableau near the top (he clicks it most), the others' below.
  const players = v.players.map((p) => tableau(v, p, viewer, names));
  return {
    status: status(v, viewer, names),
    yours: moves.length > 0,
    round: v.round,
    rounds: ROUNDS,
    roundColour: colour,
    roundFill: ROUND_FILL[colour],
    markerLabel: markerLabel(v.marker),
    marketCount: v.market.length,
    marketSize: v.marketSize,
    special: v.options.special,
    specialTiles: sp,
    endTriggered: v.endTriggered && v.phase === 'turns',
    turn: turnPicture(v),
    chain: chainPicture(v, names),
    actionHelp: ACTION_HELP,
    gp: gpPicture(v, names),
    placePoints: PLACE_POINTS.join(' / '),
    lapPoints: [1, 2, 3, 4, 5].map((n) => `${n}: ${lapPoints(n)}`).join(', '),
    buyers: buyerPicture(v),
    market: marketPicture(v, names),
    prices: v.prices.map((p) => ({ v: p, target: TARGET.price(p) })),
    open: v.open.map((id) => ({ id, target: TARGET.research(id), ...cardFace(id) })),
    deckCount: v.deckCount,
    deckCards: v.deckCards.map(cardName).join('; '),
    discardTop: v.discardTop === null ? null : cardName(v.discardTop),
    discardCount: v.discardCount,
    awards: v.awards.map((id) => ({ text: award(id).text, value: award(id).value })),
    me: players.find((p) => p.you) ?? null,
    others: players.filter((p) => !p.you),
    lastScore: score
      ? {
          round: score.round,
          gp: score.gp.map((g) => ({ place: ordinal(g.place), who: g.seat === null ? 'neutral car' : seatName(names, g.seat), laps: plural(g.laps, 'lap', 'laps') })),
          sales: score.sales.map((x, i) => ({ n: i + 1, pref: x.pref, who: x.seat === null ? null : seatName(names, x.seat), price: x.price })),
        }
      : null,
    // The final ranking (everybody's money is open at the end).
    results: v.ranks
      ? v.players
          .map((p) => ({ rank: v.ranks![p.seat], place: ordinal(v.ranks![p.seat]), who: seatName(names, p.seat), fill: SEAT_COLOURS[p.seat], money: p.total }))
          .sort((a, b) => a.rank - b.rank)
      : [],
    startOffer: v.phase === 'start' ? v.startOffer.map((id) => ({ id, text: START_TILES[id].text, target: TARGET.start(id) })) : [],
    finished: v.phase === 'finished',
  };
}
