/**
 * The template context of views/games/kraftwagen/board.hbs, built from a view only. The board
 * things a player clicks to make his move carry the target ids of parts.ts (the page composes the
 * move; the board has no buttons of its own). Every word is a message ("board.*" and the shared
 * words of words.ts), rendered by the template's {{t}} in the reader's language; players are seat
 * parameters.
 */
import type { StepContext } from '../../../engine/contract';
import { staticParts } from '../../../engine/static-part';
import { list, seat, type Msg, type Param } from '../../../engine/text';
import { isWorker, entrySeat, isSpecial } from '../rules/action-chain';
import { actionTile, ACTION_KINDS } from '../data/actions';
import { award } from '../data/awards';
import { MARKER_START, PREFS, type Pref } from '../data/buyers';
import { lapPoints, PLACE_POINTS, trackFields } from '../data/grand-prix';
import { CAR_BOOST, type Marker } from '../data/markers';
import { card } from '../data/research';
import { specialTile } from '../data/special';
import { ROUND_COLOURS, ROUNDS } from '../data/prices';
import { TARGET } from './parts';
import type { KwMove, Task } from '../rules/state';
import type { KwView, PlayerView } from './view';
import { actionName, awardText, cardName, devPoints, engineerName, engineerText, markerName, ordinal, prefName, specialShort, specialText, startText, t, tileName, tileRef } from './words';

// the green a little darker than sea green: white on it reaches WCAG AA's 4.5:1 (issue 36)
export const SEAT_COLOURS = ['#c0392b', '#2e6db4', '#277a4c', '#d4a017'];
/** Text on a seat colour. */
const SEAT_INK = ['#fff', '#fff', '#fff', '#1d1d1d'];
const NEUTRAL_COLOUR = '#8a8a8a';
const ROUND_FILL: Record<string, string> = { orange: '#f39c34', purple: '#8e5cc2', blue: '#2f7fd1' };
/** The ink on a round's colour: the one of at least 4.5:1 contrast (WCAG AA, issue 36). */
const ROUND_INK: Record<string, string> = { orange: '#1b1b1b', purple: '#ffffff', blue: '#000000' };

/** A player's name, as a text of the board. */
const nameOf = (s: number): Msg => t('board.name', { player: seat(s) });

/** What a buyer of each preference takes: "the highest body". */
const prefHelp = (p: Pref): Msg => t(`board.prefHelp.${p}`);

function chainPicture(v: KwView) {
  return v.chain.map((e) => {
    if (isWorker(e)) {
      const s = entrySeat(e);
      const acts = s === v.current && v.phase !== 'finished';
      return {
        worker: true,
        fill: SEAT_COLOURS[s],
        ink: SEAT_INK[s],
        initial: String(s + 1),
        name: nameOf(s),
        acts,
        title: t(acts ? 'board.workerActs' : 'board.worker', { player: seat(s) }),
      };
    }
    const tile = actionTile(e);
    if (tile) {
      return {
        worker: false,
        special: false,
        id: e,
        target: TARGET.tile(e),
        size: tile.actions.length,
        helpKey: 'action-tile',
        helpAt: 'chain',
        lines: tile.actions.map((a) => t(`tileword.${a}`)),
        title: t('board.tileTitle', { name: tileName(e), n: tile.actions.length }),
      };
    }
    return { worker: false, special: true, id: e, target: TARGET.tile(e), size: 0, helpKey: 'special-tile', helpAt: 'special', short: specialShort(e, v.rules), title: t('board.specialTitle', { id: e, text: specialText(e, v.rules) }) };
  });
}

/**
 * Field n of the Grand Prix ring (1..fields, a multiple of 4): four sides of a square, field 1 top
 * left, clockwise. The square is always as big (16 fields close together; 8 fields further apart,
 * joined by the road drawn below them).
 */
const GP = { size: 50, side: 224, x0: 14, y0: 14 };
function fieldXY(n: number, fields: number): { x: number; y: number } {
  const perSide = fields / 4;
  const step = GP.side / perSide;
  const i = n - 1;
  const side = Math.floor(i / perSide);
  const k = i % perSide;
  const { x0, y0 } = GP;
  if (side === 0) return { x: x0 + k * step, y: y0 };
  if (side === 1) return { x: x0 + GP.side, y: y0 + k * step };
  if (side === 2) return { x: x0 + GP.side - k * step, y: y0 + GP.side };
  return { x: x0, y: y0 + GP.side - k * step };
}

/** The Grand Prix track as every state draws it (views/games/kraftwagen/gp-track.hbs): its fields, the road under them, the finish line. */
function gpTrack(n: number) {
  const xy = (f: number) => fieldXY(f, n);
  const fields = Array.from({ length: n }, (_, i) => ({ n: i + 1, ...xy(i + 1) }));
  const f1 = xy(1);
  // The road under the fields: through the fields' centres, around the square.
  const c = GP.size / 2;
  const road = { x: GP.x0 + c, y: GP.y0 + c, w: GP.side, h: GP.side };
  return { fields, road, finish: { x: f1.x, y: f1.y + GP.size + 1, w: GP.size } };
}

/** The static part by the number of fields (drawn once per language by the platform). */
const gpGround = staticParts('games/kraftwagen/gp-track', (n) => gpTrack(Number(n)));

function gpPicture(v: KwView) {
  // Fields of the Grand Prix track: 16 under rules version 1, 8 in version 2, 6 from version 3.
  const n = trackFields(v.rules);
  const xy = (f: number) => fieldXY(f, n);
  // Each car explains itself on the board ({{help}}): a player's car, or a neutral car of the two-player game.
  const cars: { x: number; y: number; fill: string; ink: string; label: Msg | string; title: Msg; helpKey: string; helpAt: string }[] = [];
  v.neutral.forEach((f) => cars.push({ ...xy(f), fill: NEUTRAL_COLOUR, ink: '#111', label: t('board.neutralInitial'), title: t('board.neutralCar', { field: f }), helpKey: 'neutral-car', helpAt: 'two-players' }));
  const pit: { x: number; fill: string; title: Msg }[] = [];
  const standings: { seat: number | null; lap: number; field: number; engine: number | null }[] = v.neutral.map((field) => ({ seat: null, lap: 0, field, engine: null }));
  for (const p of v.players) {
    const player = seat(p.seat);
    if (p.car) {
      cars.push({ ...xy(p.car.field), fill: SEAT_COLOURS[p.seat], ink: SEAT_INK[p.seat], label: String(p.car.lap), title: t('board.carTitle', { player, field: p.car.field, laps: p.car.lap, engine: p.gpEngine }), helpKey: 'race-car', helpAt: 'grand-prix' });
      standings.push({ seat: p.seat, lap: p.car.lap, field: p.car.field, engine: p.gpEngine });
    } else pit.push({ x: 92 + pit.length * 30, fill: SEAT_COLOURS[p.seat], title: t('board.pitTitle', { player, engine: p.gpEngine }) });
  }
  standings.sort((a, b) => b.lap - a.lap || b.field - a.field);
  const places = standings.map((st, i) => ({
    fill: st.seat === null ? NEUTRAL_COLOUR : SEAT_COLOURS[st.seat],
    text:
      st.seat === null
        ? t('board.standingNeutral', { place: ordinal(i + 1), field: st.field, laps: st.lap })
        : t('board.standing', { place: ordinal(i + 1), player: seat(st.seat), field: st.field, laps: st.lap, engine: st.engine ?? 1 }),
  }));
  const inPit = v.players.filter((p) => !p.car).map((p) => ({ fill: SEAT_COLOURS[p.seat], text: t('board.standingPit', { player: seat(p.seat), engine: p.gpEngine }) }));
  return { fieldCount: n, ground: gpGround(String(n)), cars, pit, places, inPit };
}

function buyerPicture(v: KwView) {
  const track = [MARKER_START, 3, 2, 1, 0].map((n) => ({ label: n === MARKER_START ? t('board.markerStart') : String(n), on: v.marker === n }));
  const slots = Array.from({ length: Math.max(v.buyerSlots, v.buyers.length) }, (_, i) => {
    const b = v.buyers[i];
    return {
      n: i + 1,
      target: b ? TARGET.buyer(i) : '',
      pref: b ? b.pref : '',
      word: b ? t(`board.pref.${b.pref}`) : t('board.free'),
      daimler: b && b.daimler ? t('board.daimler', { n: b.daimler }) : null,
      benz: b ? b.benz : false,
      title: b ? t('board.activeBuyer', { n: i + 1, pref: b.pref, help: prefHelp(b.pref), daimler: b.daimler }) : t('board.freeField', { n: i + 1 }),
    };
  });
  const stacks = PREFS.map((pref) => {
    const bonus = v.stackBonus[pref];
    const sum = bonus.reduce((a, b) => a + b, 0);
    return {
      pref,
      word: t(`board.pref.${pref}`),
      target: TARGET.stack(pref),
      left: t('board.left', { n: v.stacks[pref] }),
      bonus: sum ? `+${sum}` : t('board.noTile'),
      title: t('board.stackTitle', { pref, n: v.stacks[pref], help: prefHelp(pref), sum, tiles: bonus.join(' + '), count: bonus.length }),
    };
  });
  return { track, slots, stacks, help: PREFS.map((pref) => ({ name: t('board.prefBuyer', { pref }), text: prefHelp(pref) })) };
}

function marketPicture(v: KwView) {
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
        head: t('board.carHead', { n: i + 1, player: seat(c.seat) }),
        body: c.body,
        bodyBoost: boost && boost.body ? `+${boost.body}` : '',
        engine: c.engine,
        engineBoost: boost && boost.engine ? `+${boost.engine}` : '',
        workers: c.workers,
        price: c.price,
        boost: c.boost ? markerName(c.boost) : null,
      },
    };
  });
}

/** The words of a research card: its kind and what it does. */
function cardFace(id: number) {
  const c = card(id);
  if (c.kind === 'engineer') return { kind: t('board.kind.engineer'), name: engineerName(c.engineer), text: engineerText(c.engineer), cls: 'engineer' };
  if (c.kind === 'instant') return { kind: t('board.kind.instant'), name: cardName(id), text: t('board.instantText'), cls: 'instant' };
  return { kind: t('board.kind.dev'), name: t('card.gain', { body: c.body, engine: c.engine }), text: t('card.devText', { take: c.take ?? 'none' }), cls: 'dev' };
}

function tableau(v: KwView, p: PlayerView, viewer: number | null) {
  const mine = viewer === p.seat;
  const tg = (id: string) => (mine ? id : '');
  const tiles = p.tiles
    ? p.tiles.map((x) => ({ cls: x.k === 'b' ? 'award' : x.k === 'c' ? 'price' : 'white', v: x.v, title: x.k === 'b' ? t('board.awardTile', { text: awardText(x.id) }) : x.k === 'c' ? t('board.colouredTile') : t('board.whiteTile') }))
    : [];
  // Markers: one chip per marker (two Diesel markers are alike).
  const markers = p.markers.map((m: Marker) => ({ name: markerName(m), target: tg(TARGET.marker(m)), kind: m.replace(/\d$/, '') }));
  return {
    seat: p.seat,
    name: nameOf(p.seat),
    initial: String(p.seat + 1),
    you: mine,
    fill: SEAT_COLOURS[p.seat],
    ink: SEAT_INK[p.seat],
    onTurn: v.toAct.includes(p.seat),
    gp: {
      target: tg(TARGET.gpcar),
      engine: p.gpEngine,
      where: p.car ? t('board.where', { field: p.car.field, laps: p.car.lap }) : t('board.pitLane'),
    },
    workshops: p.workshops.map((w, i) => ({
      n: i + 1,
      target: tg(TARGET.workshop(i)),
      kind: w ? w.k : 'empty',
      value: w ? w.v : '',
      word: t(`board.word.${w ? w.k : 'empty'}`),
      title: w ? t('board.workshopTitle', { n: i + 1, kind: w.k, v: w.v }) : t('board.workshopEmpty', { n: i + 1 }),
    })),
    canteen: p.canteen,
    canteenDots: Array.from({ length: p.canteen }, () => 1),
    supply: p.supply,
    bodyLevel: p.bodyLevel,
    engineLevel: p.engineLevel,
    startTile: p.startTile ? { id: p.startTile, text: startText(p.startTile) } : null,
    devs: p.devs.map((d) => ({ name: devPoints(d.card), active: d.worker, target: !d.worker ? tg(TARGET.dev(d.card)) : '' })),
    engineers: p.engineers.map((e) => ({ name: engineerName(e), text: engineerText(e) })),
    markers,
    tileCount: p.tileCount,
    total: p.total,
    showMoney: p.total !== null,
    tiles,
    rank: v.ranks ? t('board.rank', { place: v.ranks[p.seat] }) : null,
  };
}

/**
 * The current step in words: for everybody on the board ("placing a 3-body", `board.task.*`), or
 * under another prefix (the position in words asks the reader, `describe.ask.*`, or tells of
 * another player, `describe.does.*`: describe.ts).
 */
export function taskWords(v: KwView, task: Task, prefix = 'board.task'): Msg | null {
  const p = v.players[v.current];
  switch (task.k) {
    case 'activate':
    case 'research':
    case 'buyer':
    case 'sell':
      return t(`${prefix}.${task.k}`);
    case 'part':
      return t(`${prefix}.part`, {
        kind: task.part,
        v: task.v ?? (task.part === 'body' ? p.bodyLevel : p.engineLevel),
        full: p.workshops.every((w) => w !== null),
      });
    case 'remove':
      return t(`${prefix}.remove`, { money: task.v });
    default:
      return null;
  }
}

function status(v: KwView, viewer: number | null): Msg {
  if (v.phase === 'finished') {
    const winners = v.players.filter((p) => v.ranks![p.seat] === 1).map((p) => seat(p.seat));
    return t('status.over', { players: list(winners), count: winners.length });
  }
  const player = seat(v.current);
  const s = (key: string, params: Record<string, Param> = {}) =>
    t(`status.${key}.${viewer === v.current ? 'you' : 'other'}`, { player, ...params });
  if (v.phase === 'start') return s('start');
  if (v.phase === 'benz') return s('benz', { round: v.round });
  const tu = v.turn;
  if (tu.stage === 'pick') return s('pick');
  if (tu.task) return s('task', { tile: tileRef(tu.tile ?? ''), doing: taskWords(v, tu.task) ?? '' });
  if (tu.stage === 'actions') return s('actions', { actions: list(tu.actions.map(actionName), true) });
  if (tu.stage === 'price') return s('price');
  return tu.built ? s('built') : s('market');
}

/** The tile being carried out and the actions still to do. */
function turnPicture(v: KwView) {
  const tu = v.turn;
  if (v.phase !== 'turns' || tu.stage === 'pick' || !tu.tile) return null;
  return {
    tile: isSpecial(tu.tile) ? t('board.turnSpecial', { id: tu.tile, text: specialText(tu.tile, v.rules) }) : tileName(tu.tile),
    actions: [...new Set(tu.actions)].map((a) => ({ name: actionName(a), target: TARGET.action(a) })),
    doing: tu.task ? taskWords(v, tu.task) : null,
    build: tu.build ? t('board.newCar', { body: tu.build.body, engine: tu.build.engine, workers: tu.build.workers }) : null,
  };
}

export function boardContext(v: KwView, viewer: number | null, step: StepContext<KwMove> | null): Record<string, unknown> {
  const score = v.lastScore;
  const sp = v.chain.filter(isSpecial).map((id) => ({ id, text: specialText(id, v.rules) }));
  const colour = ROUND_COLOURS[Math.min(v.round, ROUNDS) - 1];
  // The viewer's own tableau near the top (he clicks it most), the others' below.
  const players = v.players.map((p) => tableau(v, p, viewer));
  return {
    status: status(v, viewer),
    yours: step !== null,
    round: v.round,
    rounds: ROUNDS,
    roundColour: colour,
    roundFill: ROUND_FILL[colour],
    roundInk: ROUND_INK[colour],
    markerLabel: v.marker === MARKER_START ? t('board.markerStart') : String(v.marker),
    marketCount: v.market.length,
    marketSize: v.marketSize,
    special: v.options.special,
    specialTiles: sp,
    endTriggered: v.endTriggered && v.phase === 'turns',
    turn: turnPicture(v),
    chain: chainPicture(v),
    actionHelp: ACTION_KINDS.map((a) => ({ word: t(`tileword.${a}`), text: t(`actionHelp.${a}`) })),
    gp: gpPicture(v),
    gpNote: t('board.gpNote', { places: PLACE_POINTS.join(' / '), laps: [1, 2, 3, 4, 5].map((n) => `${n}: ${lapPoints(n)}`).join(', ') }),
    buyers: buyerPicture(v),
    market: marketPicture(v),
    prices: v.prices.map((p) => ({ v: p, target: TARGET.price(p) })),
    open: v.open.map((id) => ({ id, target: TARGET.research(id), ...cardFace(id) })),
    deckCount: v.deckCount,
    deckCards: t('board.cardList', { cards: list(v.deckCards.map(cardName)) }),
    discardTop: v.discardTop === null ? null : cardName(v.discardTop),
    discardCount: v.discardCount,
    awards: v.awards.map((id) => ({ text: awardText(id), value: award(id).value })),
    me: players.find((p) => p.you) ?? null,
    others: players.filter((p) => !p.you),
    lastScore: score
      ? {
          round: score.round,
          gp: score.gp.length
            ? t('board.scoringGp', { places: list(score.gp.map((g) => t('board.scoringPlace', { place: ordinal(g.place), who: g.seat === null ? t('board.neutral') : seat(g.seat), laps: g.laps }))) })
            : t('board.scoringNoGp'),
          sales: score.sales.map((x, i) => (x.seat === null ? t('log.noSale', { n: i + 1, pref: prefName(x.pref) }) : t('log.sale', { n: i + 1, pref: prefName(x.pref), player: seat(x.seat), price: x.price }))),
        }
      : null,
    // The final ranking (everybody's money is open at the end).
    results: v.ranks
      ? v.players
          .map((p) => ({ rank: v.ranks![p.seat], place: ordinal(v.ranks![p.seat]), text: t('board.result', { player: seat(p.seat), money: p.total ?? 0 }), fill: SEAT_COLOURS[p.seat] }))
          .sort((a, b) => a.rank - b.rank)
      : [],
    startOffer: v.phase === 'start' ? v.startOffer.map((id) => ({ id, text: startText(id), target: TARGET.start(id) })) : [],
    finished: v.phase === 'finished',
  };
}
