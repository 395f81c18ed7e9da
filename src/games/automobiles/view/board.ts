/**
 * The template context of views/games/automobiles/board.hbs, built from a view only: the track
 * as an SVG picture (fields coloured by gear, two- and three-colour fields split diagonally, the
 * finish line, the start spaces with their money written in the infield beside them; a
 * clockwise track turns right; drawn in track-picture.ts), the cars, the dice lying on the
 * track), the viewer's own dice, the effect under way, every player's tableau and bag, and the
 * supply with the cards in play. The board things a move is picked with (fields of the track,
 * the viewer's dice, his bag, the supply; ids in parts.ts) are marked with {{#pick}}; the page
 * shows the step of the move being put together above the board (src/services/playing/compose.ts).
 */
import type { StepContext } from '../../../engine/contract';
import { targetsOf } from '../../../engine/steps';
import { list, seat, type Msg, type Text } from '../../../engine/text';
import { BR, COLOURS, COLOUR_PAINT, total } from '../data/dice';
import { sliceOf } from '../rules/geometry';
import { target } from './parts';
import { TRACKS } from '../data/tracks';
import type { AutoMove } from '../rules/state';
import type { AutoView } from './view';
import { cardName, cardText, colourId, colourNoun, driverName, driverText, t } from './words';
import { driver } from '../data/drivers';
import { seasonContext, sponsorStatus } from './board-season';
import { layout, poly, segCentre, segQuad, trackPicture } from './track-picture';

/** Car colours per seat (not the colours of dice). */
export const CAR_COLOURS = ['#e63946', '#1d70b8', '#2a9d8f', '#f4a261', '#6a4c93'];
/** The car number's ink on each car colour: dark where white would fall below 4.5:1 (issue 36). */
export const CAR_INK = ['#fff', '#fff', '#111', '#111', '#fff'];

/** A count of dice of one colour, with its words (tooltips) and its board id when it is picked. */
type Chip = { c: number; n: number; fill: string; ink: string; short: Text; title: Text; card: Text; target: string | null };
/** A colour's letters, written on its chips and dice: colour is not their only mark (issue 36). */
const short = (c: number) => t('board.colourShort', { colour: colourId(c) });

/** The segments the move being put together picks now or picked (the fields that are targets). */
function spotSegs(step: StepContext<AutoMove> | null): number[] {
  return targetsOf(step)
    .filter((id) => id.startsWith('seg:'))
    .map((id) => Number(id.slice(4)))
    .sort((a, b) => a - b);
}

/**
 * The board's context. Every word is a text (a message of the catalogue, rendered by the page in
 * the reader's language with the players' names; seats are seat parameters).
 */
export function boardContext(view: AutoView, viewer: number | null, step: StepContext<AutoMove> | null): Record<string, unknown> {
  const nameOf = (s: number): Msg => t('board.name', { player: seat(s) });
  const trackId = view.options.track;
  const pic = trackPicture(view);
  const l = layout(TRACKS[trackId]);

  const cars = view.players.map((p) => {
    const c = segCentre(trackId, p.seg);
    return {
      ...c,
      ty: c.y + 4,
      number: p.seat + 1,
      fill: CAR_COLOURS[p.seat],
      ink: CAR_INK[p.seat],
      current: p.seat === view.current && view.phase === 'turn',
      title: t('board.car', { player: seat(p.seat), place: p.position, row: p.slice + 1, laps: p.lapsLeft }),
    };
  });
  const dieAt = (seg: number, colour: number, path: number[], title: Text) => {
    const c = segCentre(trackId, seg);
    return {
      x: c.x - 7,
      y: c.y - 7,
      fill: COLOUR_PAINT[COLOURS[colour]].fill,
      ink: COLOUR_PAINT[COLOURS[colour]].ink,
      short: short(colour),
      path: path.length > 1 ? path.map((s) => `${segCentre(trackId, s).x},${segCentre(trackId, s).y}`).join(' ') : null,
      title,
    };
  };
  const dice = view.turn.track.map((d) => {
    const end = d.path[d.path.length - 1];
    return dieAt(end, d.colour, d.path, t('board.die', { colour: colourId(d.colour), row: sliceOf(end) + 1 }));
  });
  const pending = view.turn.pending;
  // A die moving over several fields (a car driving without dice shows as the car itself).
  if (pending?.path && pending.path.path.length && !pending.path.car) {
    const p = pending.path;
    dice.push(dieAt(p.path[p.path.length - 1], p.colour, p.path, t('board.dieMoving', { colour: colourId(p.colour), left: p.left })));
  }
  // The fields a move may pick: drawn over the track, marked only while they are a choice.
  const spots = spotSegs(step).map((seg) => {
    const c = segCentre(trackId, seg);
    return { seg, points: poly(segQuad(l, seg)), x: c.x, y: c.y };
  });

  const cardOf = (c: number) => cardName(view.cards[c]);
  const paint = (c: number) => COLOUR_PAINT[COLOURS[c]];
  /** The dice of an area by colour; `big`: the large dice of the viewer's own areas. */
  const chips = (counts: number[], area: 'active' | 'discard' | null, big = false) =>
    counts.flatMap((n, c) =>
      n > 0
        ? [
            {
              c,
              n,
              fill: paint(c).fill,
              ink: paint(c).ink,
              short: short(c),
              title: t(big ? 'board.dice' : 'board.chip', { n, colour: colourId(c), card: cardOf(c) }),
              card: cardOf(c),
              target: area ? target[area](c) : null,
            } satisfies Chip,
          ]
        : [],
    );
  const bagChips = (p: AutoView['players'][number]) =>
    p.bag
      .map((n, c) => ({ n, of: p.owned[c], fill: paint(c).fill, ink: paint(c).ink, short: short(c), title: t('board.bagChip', { n, of: p.owned[c], colour: colourId(c) }) }))
      .filter((b) => b.of > 0);

  const players = view.players.map((p) => ({
    seat: p.seat,
    number: p.seat + 1,
    name: nameOf(p.seat),
    carFill: CAR_COLOURS[p.seat],
    carInk: CAR_INK[p.seat],
    isViewer: p.seat === viewer,
    onTurn: view.toAct.includes(p.seat),
    isStart: p.seat === view.startPlayer,
    standing: view.outcome
      ? null
      : t('board.standing', { place: p.position, row: p.slice + 1, laps: p.lapsLeft }),
    finished: view.outcome ? t('board.finished', { rank: view.outcome.ranks[p.seat] }) : null,
    final: view.outcome ? t('board.final', { score: view.outcome.scores[p.seat], row: p.slice + 1, laps: p.lapsLeft }) : null,
    active: chips(p.active, null),
    used: chips(p.used, null),
    discard: chips(p.discard, null),
    bag: bagChips(p),
    bagTotal: total(p.bag),
    owed: p.owedDraws ? t('board.owed.short', { n: p.owedDraws }) : null,
    driver: p.driver ? { name: driverName(p.driver), text: driverText(p.driver) } : null,
  }));
  // The driver draft: the drivers on offer, with their phase and ability.
  const draft = view.draft
    ? {
        head: t('board.draft', { player: seat(view.draft.order[0]), mine: viewer === view.draft.order[0] }),
        offer: view.draft.offer.map((id) => ({ name: driverName(id), text: driverText(id), phase: t(`board.phase.${driver(id).phase}`) })),
      }
    : null;
  const interlude = view.interlude ? t('board.interlude', { owner: seat(view.interlude.owner), player: seat(view.interlude.seat), n: view.interlude.fields }) : null;

  // The viewer's own dice, large: the things most moves are picked with (a spectator sees the
  // dice of the player on turn there).
  const mp = view.players[viewer ?? view.current];
  const whose = { mine: viewer !== null, player: seat(mp.seat) };
  const buying = mp.seat === view.current && view.phase !== 'finished' && (view.phase === 'opening' || view.turn.stage === 'buy');
  const money = buying ? t('board.money.left', { money: view.turn.money }) : t('board.money.worth', { money: mp.active.reduce((m, n, c) => m + n * view.value[c], 0) });
  const mine = {
    active: chips(mp.active, 'active', true),
    used: chips(mp.used, null, true),
    discard: chips(mp.discard, 'discard', true),
    bag: bagChips(mp),
    bagTarget: target.bag,
    heads: {
      active: t('board.mine.active', whose),
      flag: t('board.mine.flag', { money, wear: mp.active[BR] }),
      used: t('board.mine.used', whose),
      discard: t('board.mine.discard', whose),
      bag: t('board.mine.bag', { ...whose, n: total(mp.bag) }),
    },
    owed: mp.owedDraws ? (viewer === null ? t('board.owed.other', { player: seat(mp.seat), n: mp.owedDraws }) : t('board.owed.mine', { n: mp.owedDraws })) : null,
  };

  // Race order (yucata shows the cars in order above the track).
  const order = view.standings.map((s, i) => ({ place: i + 1, number: s + 1, fill: CAR_COLOURS[s], ink: CAR_INK[s], name: nameOf(s) }));

  const supply = view.cards.map((c) => ({
    name: cardName(c),
    kind: c.ref ? t(`kind.${c.kind}`) : null,
    price: c.buyable ? t('board.costs', { cost: c.cost, value: c.value }) : t('board.neverBought', { value: c.value }),
    text: cardText(c),
    n: view.supply[c.colour],
    fill: paint(c.colour).fill,
    ink: paint(c.colour).ink,
    colour: colourNoun(c.colour),
    title: t('board.supplyChip', { n: view.supply[c.colour], colour: colourId(c.colour) }),
    target: target.supply(c.colour),
  }));

  // The effect under way: its card, and the two dice Turbo drew (to keep one).
  let effect: Record<string, unknown> | null = null;
  if (pending?.card === 'driver') {
    // A driver's ability under way: his name and ability (the seat asked is the player on turn).
    const id = view.players[view.current].driver!;
    effect = {
      name: driverName(id),
      colour: t('board.driver'),
      fill: '#3a3a3a',
      ink: '#fff',
      text: driverText(id),
      drawn: [],
      detail: pending.path ? t('board.effect.drive', { left: pending.path.left }) : null,
      who: t('board.effect.who', { mine: viewer === view.current, player: seat(view.current) }),
    };
  } else if (pending && pending.card !== 'gear' && pending.card !== 'wear') {
    const card = view.cards.find((c) => c.id === pending.card)!;
    const drawn = (pending.drawn ?? []).map((c) => ({
      c,
      n: 1,
      fill: paint(c).fill,
      ink: paint(c).ink,
      title: t('board.dice', { n: 1, colour: colourId(c), card: cardOf(c) }),
      card: cardOf(c),
      target: target.drawn(c),
    }));
    let detail: Text | null = null;
    if (pending.path?.car) detail = t('board.effect.drive', { left: pending.path.left });
    else if (pending.path) detail = t('board.effect.move', { colour: colourId(pending.path.colour), left: pending.path.left });
    else if (pending.card === 'boxenteam') detail = pending.stage === 'buy' ? t('board.effect.buy', { k: pending.k }) : t('board.effect.removed', { n: pending.n, k: pending.k });
    effect = {
      name: cardName(card),
      colour: colourNoun(card.colour),
      fill: paint(card.colour).fill,
      ink: paint(card.colour).ink,
      text: cardText(card),
      drawn,
      detail,
      who: t('board.effect.who', { mine: viewer === view.current, player: seat(view.current) }),
    };
  }

  const cur = seat(view.current);
  const acting = viewer !== null && view.toAct.includes(viewer);
  const buyingNow = view.turn.stage === 'buy';
  let status: Text;
  if (view.phase === 'finished') status = view.outcome ? view.outcome.summary : t('board.status.over');
  else if (view.phase === 'sponsors') status = sponsorStatus(view, viewer);
  else if (view.draft) status = t('board.status.draft', { player: seat(view.draft.order[0]), mine: viewer === view.draft.order[0] });
  else if (view.interlude) status = t('board.status.v12', { owner: seat(view.interlude.owner), player: seat(view.interlude.seat), mine: viewer === view.interlude.seat, n: view.interlude.fields });
  else if (view.answering.length) status = acting ? t('board.status.boost.you', { player: cur }) : t('board.status.boost.wait', { player: cur, waiting: list(view.answering.map(seat)) });
  else if (view.phase === 'opening') status = viewer === view.current ? t('board.status.opening.you', { money: view.turn.money }) : t('board.status.opening.other', { player: cur, money: view.turn.money });
  else if (viewer === view.current) status = t('board.status.turn.you', { round: view.round, buying: buyingNow, money: view.turn.money });
  else status = t('board.status.turn.other', { round: view.round, player: cur, buying: buyingNow, money: view.turn.money });

  return {
    track: pic,
    season: seasonContext(view, viewer),
    draft,
    interlude,
    trackName: t(`track.${trackId}`),
    cars,
    dice,
    spots,
    players,
    mine,
    effect,
    order,
    supply,
    status,
    lastRound: view.endTriggered && view.phase === 'turn',
    round: view.round,
    laps: view.options.laps,
    options: view.options,
    finished: view.phase === 'finished',
    spectator: viewer === null,
  };
}
