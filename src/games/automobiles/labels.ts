/** Button words for a legal move, from the seat's own view only. */
import { BR, COLOUR_INDEX, colourName } from './dice';
import type { AutoMove } from './state';
import type { AutoView } from './view';
import { aDie, coloursWords, gearWord, segWords } from './words';

function cardName(v: AutoView, c: number): string {
  return v.cards[c].name;
}

function stopWords(v: AutoView): string {
  const pe = v.turn.pending;
  if (!pe) return 'Stop';
  if (pe.stage === 'path') {
    const p = pe.path!;
    return p.path.length ? `Stop the ${colourName(p.colour)} die here` : `Leave the ${colourName(p.colour)} die off the track`;
  }
  switch (pe.card) {
    case 'ingenieur':
      return pe.n === 0 ? 'Choose no active die (no effect)' : `Choose no more (remove ${pe.n} from your discard next)`;
    case 'manager':
      return pe.stage === 'remove' ? 'Remove no active die' : 'Throw no die back into your bag';
    case 'boxenteam':
      return `Remove no more dice (buy for up to $${pe.k})`;
    case 'leistungsschub':
      return pe.n === 0 ? 'Draw nothing' : 'Stop drawing';
    case 'aufgeladen':
      return 'Take no more dice back';
    default:
      return 'Remove no more dice';
  }
}

function chooseWords(v: AutoView, m: Extract<AutoMove, { type: 'choose' }>): string {
  const c = COLOUR_INDEX[m.colour];
  const pe = v.turn.pending!;
  switch (pe.card) {
    case 'mechaniker':
      return c === 3 ? 'Remove a black die from your discard (gain nothing)' : `Upgrade: remove a ${gearWord(c)} die from your discard, gain a ${gearWord(c + 1)} die`;
    case 'ingenieur':
      return pe.stage === 'pick' ? `Put an active ${colourName(c)} die on your discard` : `Remove ${aDie(c)} from your discard`;
    case 'manager':
      if (pe.stage === 'remove') return `Remove an active ${colourName(c)} die`;
      return `Throw ${aDie(c)} from your ${m.area === 'active' ? 'active dice' : 'discard'} back into your bag`;
    case 'tuner':
      return pe.stage === 'park' ? `Put an active ${colourName(c)} die with your used dice (no effect)` : `Remove ${aDie(c)} from your discard`;
    case 'luftwiderstand':
      return `Discard an active ${gearWord(c)} die: red die up to 3 ${gearWord(c - 1)} fields`;
    case 'sturz':
      return `Use the ${gearWord(c)} die on your discard: red die on a ${gearWord(c)} field`;
    case 'lenkung':
      return `Use your active ${gearWord(c)} die: red die on a ${coloursWords([0, 1, 2].filter((x) => x < c))} field`;
    case 'aufgeladen':
      return `Take ${aDie(c)} from your discard back to your active dice`;
    case 'boxenteam':
      return `Remove ${aDie(c)} from your discard (+$${v.cost[c]} to spend)`;
    case 'turbo': {
      const other = pe.drawn!.find((x) => x !== c)!;
      return `Keep the ${colourName(c)} die active, the ${colourName(other)} die goes on your discard`;
    }
    default:
      return `Remove ${aDie(c)} from your discard`;
  }
}

export function moveLabel(v: AutoView, move: AutoMove): string {
  const track = v.options.track;
  const me = v.players[v.current];
  switch (move.type) {
    case 'pit':
      return me.active[BR] > 0
        ? `Pit stop: put your ${me.active[BR]} active wear ${me.active[BR] === 1 ? 'die' : 'dice'} back in the supply and end your turn`
        : 'Pit stop (you have no active wear): end your turn';
    case 'activate': {
      const c = COLOUR_INDEX[move.colour];
      if (move.seg !== undefined) return `Place ${aDie(c)} on ${segWords(track, move.seg)}`;
      if (c === BR) return 'Put an active wear die on your discard';
      return `Activate ${aDie(c)}: ${cardName(v, c)}`;
    }
    case 'place': {
      const p = v.turn.pending?.path;
      return `Move the ${p ? colourName(p.colour) : ''} die to ${segWords(track, move.seg)}`.replace('  ', ' ');
    }
    case 'stop':
      return stopWords(v);
    case 'choose':
      return chooseWords(v, move);
    case 'option':
      return move.option === 1 ? `Remove all wear from your discard (${me.discard[BR]})` : 'Remove 2 dice of your choice from your discard';
    case 'draw':
      return 'Draw a die from your bag (+1 wear)';
    case 'buy': {
      const c = COLOUR_INDEX[move.colour];
      if (v.turn.pending) return `Buy ${aDie(c)} (${v.cards[c].name}, costs $${v.cost[c]} of $${v.turn.pending.k})`;
      return `Buy ${aDie(c)} (${v.cards[c].name}) for $${v.cost[c]}`;
    }
    case 'endTurn': {
      if (v.phase === 'opening') return v.turn.money > 0 ? `Finish buying ($${v.turn.money} left over is lost)` : 'Finish buying';
      if (move.seg !== undefined) return `End the turn: drive to ${segWords(track, move.seg)}`;
      if (v.turn.track.length === 0) return 'End the turn without moving';
      let best = v.turn.track[0];
      for (const d of v.turn.track) if (d.dist > best.dist) best = d;
      return `End the turn: drive to ${segWords(track, best.path[best.path.length - 1])}`;
    }
    case 'extraDraw':
      return move.take ? 'Draw one die from your bag (Leistungsschub)' : 'Do without the extra die';
  }
}
