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
 * Nothing in Automobiles eliminates a car or loses the game by itself, so no move is warned.
 */
import type { MovePart, MoveShape, PickPart } from '../../engine/contract';
import { BK, BR, COLOUR_INDEX, COLOURS, colourName, total } from './dice';
import { sliceOf } from './geometry';
import { moveLabel } from './labels';
import type { AutoMove } from './state';
import type { AutoView, PlayerView } from './view';
import { coloursWords, colourTitle, dieTitle, gearWord, segWords } from './words';

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

function pick(step: string, value: string, label: string, extra: Partial<PickPart> = {}): PickPart {
  return { kind: 'pick', step, value, label, ...extra };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Row 8 middle (white/light-grey)". */
function fieldLabel(v: AutoView, seg: number): string {
  const w = segWords(v.options.track, seg);
  return w.charAt(0).toUpperCase() + w.slice(1);
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
function buyingBehindAButton(v: AutoView): boolean {
  if (v.phase !== 'turn' || v.turn.stage === 'buy' || v.turn.pending) return false;
  const active = me(v).active.filter((n) => n > 0).length;
  const buys = buyableColours(v, v.turn.money).length;
  return active + buys + (v.turn.stage === 'begin' ? 1 : 0) + 1 > MAX_CONTROLS;
}

function cardName(v: AutoView, c: number): string {
  return v.cards[c].name;
}

// ---------------------------------------------------------------------------------------------
// A turn without an effect under way

function turnPrompt(): string {
  return 'Your turn: activate dice one at a time, then buy with the rest — or make a pit stop instead.';
}

function dieOption(v: AutoView, c: number): string {
  if (c === BR) return 'Wear die: to your discard';
  return `${dieTitle(c)}: ${cardName(v, c)}`;
}

function buyParts(v: AutoView, c: number): MovePart[] {
  const money = v.turn.pending ? v.turn.pending.k : v.turn.money;
  const buy = pick('buy', COLOURS[c], `Buy ${colourTitle(c).toLowerCase()} ($${v.cost[c]})`, {
    target: target.supply(c),
    prompt:
      v.phase === 'opening'
        ? `Opening purchase: click the dice to buy in the supply ($${money} left; what is left over is lost), then finish buying.`
        : v.turn.stage === 'buy'
          ? `Buy more dice ($${money} left): click them in the supply.`
          : `Or buy dice for the $${money} your active dice are worth (then no more activating): click them in the supply.`,
  });
  if (!buyingBehindAButton(v)) return [buy];
  const n = buyableColours(v, money).length;
  return [
    pick('buy', 'shop', n === 1 ? `Buy ${colourTitle(c).toLowerCase()} ($${v.cost[c]})` : `Buy dice ($${money})`, {
      prompt: `Or buy dice for the $${money} your active dice are worth (then no more activating).`,
    }),
    { ...buy, step: 'supply', prompt: `Buy dice ($${money}): click one in the supply.` },
  ];
}

function turnParts(v: AutoView, move: AutoMove): MovePart[] {
  const p = me(v);
  switch (move.type) {
    case 'pit':
      return [pick('turn', 'pit', p.active[BR] > 0 ? `Pit stop (${plural(p.active[BR], 'wear die', 'wear dice')} back)` : 'Pit stop', { prompt: turnPrompt() })];
    case 'activate': {
      const c = COLOUR_INDEX[move.colour];
      const die = pick('die', move.colour, dieOption(v, c), {
        target: target.active(c),
        prompt: v.turn.stage === 'begin' ? 'Activate a die: click it among your active dice.' : 'Activate another die: click it among your active dice.',
      });
      if (move.seg === undefined) return [die];
      return [
        die,
        pick('field', String(move.seg), fieldLabel(v, move.seg), {
          target: target.seg(move.seg),
          prompt: `Place the ${gearWord(c)} die: click a ${gearWord(c)} field on the track (marked).`,
        }),
      ];
    }
    case 'buy':
      return buyParts(v, COLOUR_INDEX[move.colour]);
    case 'endTurn': {
      const prompt = v.turn.stage === 'begin' ? turnPrompt() : 'When you are done: end your turn (your car drives to your die furthest ahead).';
      if (move.seg === undefined) {
        return [pick('turn', 'end', v.turn.track.length ? endLabel(v) : 'End the turn without moving', { prompt })];
      }
      return [
        pick('turn', 'end', 'End the turn', { prompt }),
        pick('drive', String(move.seg), `Drive to ${segWords(v.options.track, move.seg)}`, {
          target: target.seg(move.seg),
          prompt: 'Several of your dice lie equally far ahead: click the one your car drives to.',
        }),
      ];
    }
    default:
      throw new Error(`no parts for ${move.type} in a turn`);
  }
}

/** "End the turn: drive to row 8". */
function endLabel(v: AutoView): string {
  let best = v.turn.track[0];
  for (const d of v.turn.track) if (d.dist > best.dist) best = d;
  const seg = best.path[best.path.length - 1];
  return `End the turn: drive to row ${sliceOf(seg) + 1}`;
}

// ---------------------------------------------------------------------------------------------
// The steps of an effect

/** Words of a die chosen for an effect: "White die", plus what it does for this card. */
function chooseLabel(v: AutoView, m: Extract<AutoMove, { type: 'choose' }>): string {
  const c = COLOUR_INDEX[m.colour];
  const pe = v.turn.pending!;
  const die = dieTitle(c);
  switch (pe.card) {
    case 'mechaniker':
      return c === BK ? 'Black (gain nothing)' : `${colourTitle(c)} → ${colourTitle(c + 1).toLowerCase()}`;
    case 'luftwiderstand':
      return `${die} (red die on ${gearWord(c - 1)})`;
    case 'sturz':
      return `${die} (red die on ${gearWord(c)})`;
    case 'lenkung':
      return `${die} (red die on ${coloursWords([0, 1, 2].filter((x) => x < c))})`;
    case 'boxenteam':
      return `${die} (+$${v.cost[c]})`;
    case 'turbo':
      return `Keep the ${colourName(c)} die`;
    case 'manager':
      if (pe.stage === 'recycle') return `${die} (${m.area === 'active' ? 'active' : 'discard'})`;
      return die;
    default:
      return die;
  }
}

/** What the page asks at each step of an effect. */
function effectPrompt(v: AutoView): string {
  const pe = v.turn.pending!;
  const name = pe.card === 'gear' || pe.card === 'wear' ? '' : v.cards.find((c) => c.id === pe.card)?.name ?? '';
  if (pe.stage === 'path') {
    const path = pe.path!;
    const colours = coloursWords(path.allowed);
    const die = `the ${colourName(path.colour)} die`;
    if (path.path.length === 0) {
      return path.mustPlace
        ? `${name}: place ${die} on a ${colours} field: click the field on the track.`
        : `${name}: move ${die} up to ${plural(path.left, 'field', 'fields')} (${path.sameColour ? 'all of one colour' : colours}): click its first field on the track, or leave it off.`;
    }
    return `${name}: ${die} may move ${plural(path.left, 'more field', 'more fields')} (${colours}): click the next field, or stop it here.`;
  }
  switch (pe.card) {
    case 'mechaniker':
      return `${name}: click a gear die on your discard to upgrade it.`;
    case 'ingenieur':
      return pe.stage === 'pick'
        ? `${name}: click an active die to put it on your discard (${pe.n} of up to 3 so far), or stop.`
        : `${name}: click a die on your discard to remove it (${pe.k - pe.n} more to remove).`;
    case 'manager':
      return pe.stage === 'remove'
        ? `${name}: click an active die to remove it, or remove none.`
        : `${name}: click an active die or a die on your discard to throw it back into your bag, or none.`;
    case 'tuner':
      return pe.stage === 'park'
        ? `${name}: click an active die to put it with your used dice (its effect is not carried out).`
        : `${name}: click a die on your discard to remove it (${pe.n} of up to 2 so far), or stop.`;
    case 'luftwiderstand':
      return `${name}: click an active gear die to put it on your discard; the red die then moves up to 3 fields of the next lower colour.`;
    case 'sturz':
      return `${name}: click a gear die on your discard (it stays there); the red die goes on a field of its colour.`;
    case 'lenkung':
      return `${name}: click an active gear die (it stays active); the red die goes on a field of a lower colour.`;
    case 'boxenchef':
      return `${name}: click a die on your discard to remove it (${pe.n} of up to 6 so far), or stop.`;
    case 'aufgeladen':
      return `${name}: click a die on your discard to take it back to your active dice (${pe.n} of up to 2 so far), or stop.`;
    case 'crewchef':
      return pe.stage === 'option'
        ? `${name}: remove all wear from your discard, or 2 dice of your choice?`
        : `${name}: click a die on your discard to remove it (${pe.k - pe.n} more to remove).`;
    case 'boxenteam':
      return pe.stage === 'remove'
        ? `${name}: click a die on your discard to remove it (${pe.n} of up to 3; $${pe.k} to spend so far), or go on to buy.`
        : `${name}: buy one die costing at most $${pe.k}: click it in the supply.`;
    case 'leistungsschub': {
      const p = me(v);
      if (total(p.bag) + total(p.discard) === 0) return `${name}: your bag and your discard are empty: nothing more to draw.`;
      return `${name}: draw a die from your bag for 1 wear (${pe.n} of up to 3 so far): click your bag, or stop.`;
    }
    case 'turbo':
      return `${name}: which drawn die stays active? The other goes on your discard.`;
    default:
      return `${name}: finish the effect.`;
  }
}

/**
 * Manager's second step offers every colour of the active dice and of the discard: when that
 * would be more than MAX_CONTROLS, the page first asks which of the two.
 */
function areaFirst(v: AutoView): boolean {
  const pe = v.turn.pending!;
  if (pe.card !== 'manager' || pe.stage !== 'recycle') return false;
  const p = me(v);
  return p.active.filter((n) => n > 0).length + p.discard.filter((n) => n > 0).length + 1 > MAX_CONTROLS;
}

function effectParts(v: AutoView, move: AutoMove): MovePart[] {
  const prompt = effectPrompt(v);
  switch (move.type) {
    case 'place':
      return [pick('field', String(move.seg), fieldLabel(v, move.seg), { target: target.seg(move.seg), prompt })];
    case 'stop': {
      const step = v.turn.pending!.stage === 'path' ? 'field' : v.turn.pending!.card === 'leistungsschub' ? 'draw' : areaFirst(v) ? 'area' : 'die';
      return [pick(step, 'stop', moveLabel(v, move), { prompt })];
    }
    case 'choose': {
      const c = COLOUR_INDEX[move.colour];
      const id = move.area === 'active' ? target.active(c) : move.area === 'discard' ? target.discard(c) : target.drawn(c);
      const die = pick('die', `${move.area}:${move.colour}`, chooseLabel(v, move), { target: id, prompt });
      if (!areaFirst(v)) return [die];
      return [pick('area', move.area, move.area === 'active' ? 'One of your active dice' : 'A die on your discard', { prompt }), die];
    }
    case 'option':
      return [pick('option', String(move.option), move.option === 1 ? `All wear (${me(v).discard[BR]})` : '2 dice of your choice', { prompt })];
    case 'draw':
      return [pick('draw', 'draw', 'Draw a die (+1 wear)', { target: target.bag, prompt })];
    case 'buy': {
      const c = COLOUR_INDEX[move.colour];
      return [pick('buy', move.colour, `Buy ${colourTitle(c).toLowerCase()} ($${v.cost[c]})`, { target: target.supply(c), prompt })];
    }
    default:
      throw new Error(`no parts for ${move.type} in an effect`);
  }
}

// ---------------------------------------------------------------------------------------------

export function moveParts(v: AutoView, move: AutoMove): MoveShape {
  if (move.type === 'extraDraw') {
    const prompt = v.answering.length
      ? `Player ${v.current + 1} played Leistungsschub: you may draw one die from your bag (click it), or do without.`
      : 'A Leistungsschub lets you draw one die from your bag before your turn: click your bag, or do without.';
    return { parts: [move.take ? pick('extra', 'draw', 'Draw a die', { target: target.bag, prompt }) : pick('extra', 'no', 'Do without', { prompt })] };
  }
  if (v.phase === 'opening') {
    if (move.type === 'buy') return { parts: buyParts(v, COLOUR_INDEX[move.colour]) };
    return {
      parts: [pick('buy', 'done', v.turn.money > 0 ? `Finish buying ($${v.turn.money} lost)` : 'Finish buying', { prompt: 'Opening purchase: nothing more to buy — finish buying.' })],
    };
  }
  if (v.turn.pending) return { parts: effectParts(v, move) };
  return { parts: turnParts(v, move) };
}
