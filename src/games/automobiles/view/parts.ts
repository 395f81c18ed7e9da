/**
 * How the page puts an Automobiles move together (the contract's moveParts), from the seat's own
 * view, the way the dice are handled at the table:
 *
 * - a turn: click a die among your active dice to activate it (a gear die, or a die moving over
 *   several fields, then goes on a field of the track: click the field when there is a choice);
 *   click a die in the supply to buy it; "Pit stop" and "End the turn" are buttons; when several
 *   dice lie equally far ahead, click the field your car drives to;
 * - the steps of an effect: click the die it asks for where it lies (your active dice, your
 *   discard, the two dice Turbo drew), the next field of a die moving over several fields, the
 *   supply for Boxenteam's purchase, your bag to draw (Leistungsschub); "stop" answers are buttons;
 * - the opening purchase: click dice in the supply, then "Finish buying".
 *
 * The parts of the moves put together in two steps are small builders (activatePart and fieldPart,
 * shopPart and supplyPart, endPart and drivePart, areaPart and choosePart) that the choice tree of
 * rules/move-tree.ts calls too, level by level.
 *
 * Nothing in Automobiles eliminates a car or loses the game by itself, so no move is warned.
 */
import type { MovePart, MoveShape, PickPart } from '../../../engine/contract';
import { seat as seatRef, type Msg, type Text } from '../../../engine/text';
import { BK, BR, COLOUR_INDEX, COLOURS, total } from '../data/dice';
import { sliceOf } from '../rules/geometry';
import { moveLabel } from './labels';
import type { Area, AutoMove } from '../rules/state';
import type { AutoView, PlayerView } from './view';
import { cardName, colourId, driverName, field, gearChoice, sponsorName, t } from './words';
import { placeOf } from '../rules/season';
import { STANDARD_REMOVAL } from '../data/sponsors';

/** The board ids of the things a part picks (views/games/automobiles/board.hbs marks them). */
export const target = {
  active: (c: number) => `active:${COLOURS[c]}`,
  discard: (c: number) => `discard:${COLOURS[c]}`,
  drawn: (c: number) => `drawn:${COLOURS[c]}`,
  supply: (c: number) => `supply:${COLOURS[c]}`,
  seg: (seg: number) => `seg:${seg}`,
  bag: 'bag',
};

/** More controls than this at the first step of a turn: buying gets a step of its own. */
const MAX_CONTROLS = 20;

function me(v: AutoView): PlayerView {
  return v.players[v.viewer ?? v.current];
}

function pick(step: string, value: string, label: Text, extra: Partial<PickPart> = {}): PickPart {
  return { kind: 'pick', step, value, label, ...extra };
}

/** Colours of the supply this money buys (wear is never bought). */
function buyableColours(v: AutoView, money: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < BR; c++) if (v.supply[c] > 0 && v.cost[c] <= money) out.push(c);
  return out;
}

/**
 * At the first step of a standard turn: would the dice to activate, the dice to buy, the pit stop
 * and the end of the turn together be more than MAX_CONTROLS? (Counted from the view: every
 * colour among the active dice may be one to activate.) Then buying is one button first.
 */
export function buyingBehindAButton(v: AutoView): boolean {
  if (v.phase !== 'turn' || v.turn.stage === 'buy' || v.turn.pending) return false;
  const active = me(v).active.filter((n) => n > 0).length;
  const buys = buyableColours(v, v.turn.money).length;
  return active + buys + (v.turn.stage === 'begin' ? 1 : 0) + 1 > MAX_CONTROLS;
}

// ---------------------------------------------------------------------------------------------
// A turn without an effect under way

function turnPrompt(): Msg {
  return t('part.turnPrompt');
}

function dieOption(v: AutoView, c: number): Msg {
  if (c === BR) return t('part.die.wear');
  return t('part.die', { colour: colourId(c), card: cardName(v.cards[c]) });
}

function buyLabel(v: AutoView, c: number): Msg {
  return t('part.buy', { colour: colourId(c), cost: v.cost[c] });
}

function buyMoney(v: AutoView): number {
  return v.turn.pending ? v.turn.pending.k : v.turn.money;
}

/** A die of the supply bought (opening purchase, a turn): the die clicked in the supply. */
export function buyPart(v: AutoView, c: number): PickPart {
  const money = buyMoney(v);
  return pick('buy', COLOURS[c], buyLabel(v, c), {
    target: target.supply(c),
    prompt: v.phase === 'opening' ? t('part.buy.opening', { money }) : v.turn.stage === 'buy' ? t('part.buy.more', { money }) : t('part.buy.instead', { money }),
  });
}

/** Buying behind its button (buyingBehindAButton): the button; `c` is a colour it buys (named when it is the only one). */
export function shopPart(v: AutoView, c: number): PickPart {
  const money = buyMoney(v);
  const n = buyableColours(v, money).length;
  return pick('buy', 'shop', n === 1 ? buyLabel(v, c) : t('part.buy.shop', { money }), { prompt: t('part.buy.shopPrompt', { money }) });
}

/** Buying behind its button: then the die clicked in the supply. */
export function supplyPart(v: AutoView, c: number): PickPart {
  return { ...buyPart(v, c), step: 'supply', prompt: t('part.buy.supplyPrompt', { money: buyMoney(v) }) };
}

function buyParts(v: AutoView, c: number): MovePart[] {
  return buyingBehindAButton(v) ? [shopPart(v, c), supplyPart(v, c)] : [buyPart(v, c)];
}

/** A die of the active dice to activate (a gear die: then the field it goes on). */
export function activatePart(v: AutoView, c: number): PickPart {
  return pick('die', COLOURS[c], dieOption(v, c), {
    target: target.active(c),
    prompt: t(v.turn.stage === 'begin' ? 'part.activate.first' : 'part.activate.more'),
  });
}

/** The field of the track a gear die of colour c goes on. */
export function fieldPart(v: AutoView, c: number, seg: number): PickPart {
  return pick('field', String(seg), field(v.options.track, seg, true), {
    target: target.seg(seg),
    prompt: t('part.place.prompt', { colour: colourId(c) }),
  });
}

/** "End the turn"; `choice`: several dice lie equally far ahead, the field to drive to follows (drivePart). */
export function endPart(v: AutoView, choice: boolean): PickPart {
  const prompt = v.turn.stage === 'begin' ? turnPrompt() : t('part.end.prompt');
  if (choice) return pick('turn', 'end', t('part.end'), { prompt });
  return pick('turn', 'end', v.turn.track.length ? endLabel(v) : t('label.end.stay'), { prompt });
}

/** The end of the turn: the field (of the dice equally far ahead) the car drives to. */
export function drivePart(v: AutoView, seg: number): PickPart {
  return pick('drive', String(seg), t('part.drive', { field: field(v.options.track, seg) }), {
    target: target.seg(seg),
    prompt: t('part.drive.prompt'),
  });
}

function turnParts(v: AutoView, move: AutoMove): MovePart[] {
  const p = me(v);
  switch (move.type) {
    case 'pit':
      return [pick('turn', 'pit', p.active[BR] > 0 ? t('part.pit.wear', { n: p.active[BR] }) : t('part.pit'), { prompt: turnPrompt() })];
    case 'activate': {
      const c = COLOUR_INDEX[move.colour];
      if (move.seg === undefined) return [activatePart(v, c)];
      return [activatePart(v, c), fieldPart(v, c, move.seg)];
    }
    case 'buy':
      return buyParts(v, COLOUR_INDEX[move.colour]);
    case 'driver':
      return [pick('turn', 'driver', moveLabel(v, move), { prompt: v.turn.stage === 'begin' ? turnPrompt() : t('part.activate.more') })];
    case 'endTurn':
      if (move.seg === undefined) return [endPart(v, false)];
      return [endPart(v, true), drivePart(v, move.seg)];
    default:
      throw new Error(`no parts for ${move.type} in a turn`);
  }
}

/** "End the turn: drive to row 8". */
function endLabel(v: AutoView): Msg {
  let best = v.turn.track[0];
  for (const d of v.turn.track) if (d.dist > best.dist) best = d;
  const seg = best.path[best.path.length - 1];
  return t('part.end.drive', { row: sliceOf(seg) + 1 });
}

// ---------------------------------------------------------------------------------------------
// The steps of an effect

/** Words of a die chosen for an effect: "White die", plus what it does for this card. */
function chooseLabel(v: AutoView, m: Extract<AutoMove, { type: 'choose' }>): Msg {
  const c = COLOUR_INDEX[m.colour];
  const colour = colourId(c);
  const pe = v.turn.pending!;
  switch (pe.card) {
    case 'mechaniker':
      return c === BK ? t('part.choose.mechaniker.black') : t('part.choose.mechaniker.upgrade', { colour, to: colourId(c + 1) });
    case 'luftwiderstand':
      return t('part.choose.luftwiderstand', { colour, lower: colourId(c - 1) });
    case 'sturz':
      return t('part.choose.sturz', { colour });
    case 'lenkung':
      return t('part.choose.lenkung', { colour, lower: gearChoice([0, 1, 2].filter((x) => x < c)) });
    case 'boxenteam':
      return t('part.choose.boxenteam', { colour, cost: v.cost[c] });
    case 'turbo':
      return t('part.choose.turbo', { colour });
    case 'manager':
      if (pe.stage === 'recycle') return t('part.choose.manager', { colour, area: m.area });
      return t('dieTitle', { colour });
    default:
      return t('dieTitle', { colour });
  }
}

/** What the page asks at each step of an effect (the position in words asks the same: describe.ts). */
export function effectPrompt(v: AutoView): Msg {
  const pe = v.turn.pending!;
  const found = v.cards.find((c) => c.id === pe.card);
  const card = found ? cardName(found) : t('effect');
  if (pe.stage === 'path' && pe.path!.car) {
    const seat = pe.path!.car.seat;
    const by = pe.card === 'v12' ? t('part.drive.v12', { player: seatRef(v.current), n: pe.path!.left }) : pe.card === 'driver' ? driverName(v.players[seat].driver ?? '') : card;
    return t('part.effect.drive', { by, left: pe.path!.left, colours: gearChoice(pe.path!.allowed) });
  }
  if (pe.card === 'driver') return t(`part.driver.${pe.stage}`, { driver: driverName(me(v).driver ?? ''), n: pe.n, k: pe.k });
  if (pe.stage === 'path') {
    const path = pe.path!;
    const colour = colourId(path.colour);
    const colours = gearChoice(path.allowed);
    if (path.path.length === 0) {
      return path.mustPlace
        ? t('part.effect.place', { card, colour, colours })
        : t('part.effect.moveFirst', { card, colour, left: path.left, same: path.sameColour, colours });
    }
    return t('part.effect.moveMore', { card, colour, left: path.left, colours });
  }
  switch (pe.card) {
    case 'mechaniker':
      return t('part.effect.mechaniker', { card });
    case 'ingenieur':
      return pe.stage === 'pick' ? t('part.effect.ingenieur', { card, n: pe.n }) : t('part.effect.removeLeft', { card, n: pe.k - pe.n });
    case 'manager':
      return t(pe.stage === 'remove' ? 'part.effect.manager.remove' : 'part.effect.manager.recycle', { card });
    case 'tuner':
      return pe.stage === 'park' ? t('part.effect.tuner', { card }) : t('part.effect.removeUpTo', { card, n: pe.n, max: 2 });
    case 'luftwiderstand':
      return t('part.effect.luftwiderstand', { card });
    case 'sturz':
      return t('part.effect.sturz', { card });
    case 'lenkung':
      return t('part.effect.lenkung', { card });
    case 'boxenchef':
      return t('part.effect.removeUpTo', { card, n: pe.n, max: 6 });
    case 'aufgeladen':
      return t('part.effect.aufgeladen', { card, n: pe.n });
    case 'crewchef':
      return pe.stage === 'option' ? t('part.effect.crewchef', { card }) : t('part.effect.removeLeft', { card, n: pe.k - pe.n });
    case 'boxenteam':
      return pe.stage === 'remove' ? t('part.effect.boxenteam.remove', { card, n: pe.n, k: pe.k }) : t('part.effect.boxenteam.buy', { card, k: pe.k });
    case 'leistungsschub': {
      const p = me(v);
      if (total(p.bag) + total(p.discard) === 0) return t('part.effect.leistungsschub.empty', { card });
      return t('part.effect.leistungsschub', { card, n: pe.n });
    }
    case 'turbo':
      return t('part.effect.turbo', { card });
    default:
      return t('part.effect.finish', { card });
  }
}

/**
 * Manager's second step offers every colour of the active dice and of the discard: when that
 * would be more than MAX_CONTROLS, the page first asks which of the two.
 */
export function areaFirst(v: AutoView): boolean {
  const pe = v.turn.pending;
  if (!pe || pe.card !== 'manager' || pe.stage !== 'recycle') return false;
  const p = me(v);
  return p.active.filter((n) => n > 0).length + p.discard.filter((n) => n > 0).length + 1 > MAX_CONTROLS;
}

/** Manager's second step when the area is asked first (areaFirst): your active dice or your discard. */
export function areaPart(v: AutoView, area: Area): PickPart {
  return pick('area', area, t(area === 'active' ? 'part.area.active' : 'part.area.discard'), { prompt: effectPrompt(v) });
}

/** A die an effect asks for, clicked where it lies. */
export function choosePart(v: AutoView, move: Extract<AutoMove, { type: 'choose' }>): PickPart {
  const c = COLOUR_INDEX[move.colour];
  const id = move.area === 'active' ? target.active(c) : move.area === 'discard' ? target.discard(c) : target.drawn(c);
  return pick('die', `${move.area}:${move.colour}`, chooseLabel(v, move), { target: id, prompt: effectPrompt(v) });
}

function effectParts(v: AutoView, move: AutoMove): MovePart[] {
  const prompt = effectPrompt(v);
  switch (move.type) {
    case 'place':
      return [pick('field', String(move.seg), field(v.options.track, move.seg, true), { target: target.seg(move.seg), prompt })];
    case 'stop': {
      const step = v.turn.pending!.stage === 'path' ? 'field' : v.turn.pending!.card === 'leistungsschub' ? 'draw' : areaFirst(v) ? 'area' : 'die';
      return [pick(step, 'stop', moveLabel(v, move), { prompt })];
    }
    case 'choose':
      return areaFirst(v) ? [areaPart(v, move.area), choosePart(v, move)] : [choosePart(v, move)];
    case 'option':
      return [pick('option', String(move.option), move.option === 1 ? t('part.option.wear', { n: me(v).discard[BR] }) : t('part.option.two'), { prompt })];
    case 'draw':
      return [pick('draw', 'draw', t('part.draw'), { target: target.bag, prompt })];
    case 'drive':
      return [pick('field', String(move.seg), moveLabel(v, move), { target: target.seg(move.seg), prompt })];
    case 'count':
      return [pick('count', String(move.n), moveLabel(v, move), { prompt })];
    case 'settle':
      return [pick('settle', `${move.colour}:${move.to}`, moveLabel(v, move), { target: move.to === 'active' ? target.active(COLOUR_INDEX[move.colour]) : undefined, prompt })];
    case 'buy': {
      const c = COLOUR_INDEX[move.colour];
      return [pick('buy', move.colour, buyLabel(v, c), { target: target.supply(c), prompt })];
    }
    default:
      throw new Error(`no parts for ${move.type} in an effect`);
  }
}

// ---------------------------------------------------------------------------------------------

/** What the page asks between the races: choose a sponsor, or the step of its effect (the position in words asks the same). */
export function sponsorPrompt(v: AutoView): Msg {
  const e = v.season!.pick!.effect;
  if (e) return t(`part.sponsor.${e.stage}`, { sponsor: sponsorName(e.sponsor), n: e.n, k: e.k, money: e.money });
  const places = v.season!.places[v.season!.places.length - 1];
  const place = placeOf(places.indexOf(v.current), v.seats);
  return t('part.sponsor.choose', { n: v.season!.offer.length, has: v.season!.sponsors[v.current] !== null, place, remove: STANDARD_REMOVAL[place] });
}

/** Between the races of a season: the sponsors on offer are buttons; the effect's dice are picked from the bag's colours and the supply. */
function sponsorParts(v: AutoView, move: AutoMove): MovePart[] {
  const e = v.season!.pick!.effect;
  const label = moveLabel(v, move);
  const prompt = sponsorPrompt(v);
  if (!e) return [pick('sponsor', move.type === 'sponsor' ? move.sponsor : `keep:${(move as { drop?: string }).drop ?? ''}`, label, { prompt })];
  const step = e.stage === 'buy' || e.stage === 'gain' ? 'buy' : 'die';
  if (move.type === 'buy') return [pick(step, move.colour, label, { target: target.supply(COLOUR_INDEX[move.colour]), prompt })];
  if (move.type === 'choose') return [pick(step, move.colour, label, { prompt })];
  return [pick(step, 'stop', label, { prompt })];
}

export function moveParts(v: AutoView, move: AutoMove): MoveShape {
  if (move.type === 'extraDraw') {
    const prompt = v.answering.length ? t('part.extra.now', { player: seatRef(v.current) }) : t('part.extra.later');
    return { parts: [move.take ? pick('extra', 'draw', t('part.extra.take'), { target: target.bag, prompt }) : pick('extra', 'no', t('part.extra.no'), { prompt })] };
  }
  if (v.phase === 'sponsors') return { parts: sponsorParts(v, move) };
  if (move.type === 'pickDriver') return { parts: [pick('driver', move.driver, moveLabel(v, move), { prompt: t('part.draft', { n: v.draft?.offer.length ?? 0 }) })] };
  if (v.phase === 'opening') {
    if (move.type === 'buy') return { parts: buyParts(v, COLOUR_INDEX[move.colour]) };
    return {
      parts: [pick('buy', 'done', v.turn.money > 0 ? t('part.finishBuying', { money: v.turn.money }) : t('label.finishBuying.all'), { prompt: t('part.finishBuying.prompt') })],
    };
  }
  if (v.turn.pending) return { parts: effectParts(v, move) };
  return { parts: turnParts(v, move) };
}
