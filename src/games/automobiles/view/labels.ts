/**
 * What a step does, in words (from the seat's own view only): the button words of a legal move
 * ("label.<kind>") and, for the log, the same step told of the player ("log.<kind>"). Both are
 * built here with the same parameters, so that a label and its log line never drift apart; the
 * log's messages also get the player (`player`) and whether the reader is that player (`mine`:
 * "your discard" / "Anna's discard").
 */
import type { Msg, Param } from '../../../engine/text';
import { BR, COLOUR_INDEX } from '../data/dice';
import type { AutoMove } from '../rules/state';
import type { AutoView } from './view';
import { cardName, colourId, driverName, field, gearChoice, sponsorName, t } from './words';

/** "label": the button; "log": the line of the log. */
export type Form = 'label' | 'log';

type Say = (key: string, params?: Record<string, Param>) => Msg;

function card(v: AutoView, c: number): Msg {
  return cardName(v.cards[c]);
}

function stopWords(v: AutoView, say: Say): Msg {
  const pe = v.turn.pending;
  if (!pe) return say('stop');
  if (pe.stage === 'path') {
    const p = pe.path!;
    if (p.car) return say(p.path.length ? 'stop.drive.more' : 'stop.drive.none');
    return say(p.path.length ? 'stop.here' : 'stop.off', { colour: colourId(p.colour) });
  }
  if (pe.card === 'driver') return say(`stop.driver.${pe.stage}`, { n: pe.n });
  switch (pe.card) {
    case 'ingenieur':
      return pe.n === 0 ? say('stop.ingenieur.none') : say('stop.ingenieur.more', { n: pe.n });
    case 'manager':
      return say(pe.stage === 'remove' ? 'stop.manager.remove' : 'stop.manager.recycle');
    case 'boxenteam':
      return say('stop.boxenteam', { k: pe.k });
    case 'leistungsschub':
      return say(pe.n === 0 ? 'stop.draw.none' : 'stop.draw.more');
    case 'aufgeladen':
      return say('stop.aufgeladen');
    case 'testfahrer':
      return say(pe.n === 0 ? 'stop.draw.none' : 'stop.draw.more');
    case 'werkstattleiter':
      return pe.stage === 'active' ? say('stop.werkstattleiter', { n: pe.n }) : say('stop.remove');
    case 'einspritzung':
      return say('stop.aufgeladen');
    default:
      return say('stop.remove');
  }
}

function chooseWords(v: AutoView, m: Extract<AutoMove, { type: 'choose' }>, say: Say): Msg {
  const c = COLOUR_INDEX[m.colour];
  const colour = colourId(c);
  const pe = v.turn.pending!;
  if (pe.card === 'driver') return say(`choose.driver.${pe.stage}`, { colour });
  switch (pe.card) {
    case 'mechaniker':
      return c === 3 ? say('choose.mechaniker.black') : say('choose.mechaniker.upgrade', { colour, to: colourId(c + 1) });
    case 'ingenieur':
      return say(pe.stage === 'pick' ? 'choose.ingenieur.pick' : 'choose.remove', { colour });
    case 'manager':
      if (pe.stage === 'remove') return say('choose.manager.remove', { colour });
      return say('choose.manager.recycle', { colour, area: m.area });
    case 'tuner':
      return say(pe.stage === 'park' ? 'choose.tuner.park' : 'choose.remove', { colour });
    case 'luftwiderstand':
      return say('choose.luftwiderstand', { colour, lower: colourId(c - 1) });
    case 'sturz':
      return say('choose.sturz', { colour });
    case 'lenkung':
      return say('choose.lenkung', { colour, lower: gearChoice([0, 1, 2].filter((x) => x < c)) });
    case 'aufgeladen':
      return say('choose.aufgeladen', { colour });
    case 'boxenteam':
      return say('choose.boxenteam', { colour, cost: v.cost[c] });
    case 'turbo': {
      const other = pe.drawn!.find((x) => x !== c)!;
      return say('choose.turbo', { colour, other: colourId(other) });
    }
    case 'werkstattleiter':
      return pe.stage === 'active' ? say('choose.manager.remove', { colour }) : say('choose.remove', { colour });
    case 'lehrling':
      return m.area === 'active' ? say('choose.manager.remove', { colour }) : say('choose.remove', { colour });
    case 'spoiler':
      return say('choose.spoiler', { colour, lower: colourId(c - 1) });
    case 'differenzial':
      return say('choose.differenzial', { colour });
    case 'einspritzung':
      return pe.stage === 'discard' ? say('choose.ingenieur.pick', { colour }) : say('choose.einspritzung', { colour });
    default:
      return say('choose.remove', { colour });
  }
}

/**
 * The words of a step as a button says it ("label") or as the log tells it ("log"; `extra` adds
 * the player and `mine`). Pit stops, the end of a turn and the Leistungsschub draws have log
 * lines of their own (log.ts); their labels are here.
 */
export function stepWords(v: AutoView, move: AutoMove, form: Form = 'label', extra: Record<string, Param> = {}): Msg {
  const say: Say = (key, params) => {
    const all = { ...params, ...extra };
    return t(`${form}.${key}`, Object.keys(all).length ? all : undefined);
  };
  const track = v.options.track;
  const me = v.players[v.current];
  if (v.phase === 'sponsors') return sponsorWords(v, move, say);
  switch (move.type) {
    case 'pit':
      return me.active[BR] > 0 ? say('pit.wear', { n: me.active[BR] }) : say('pit.none');
    case 'activate': {
      const c = COLOUR_INDEX[move.colour];
      if (move.seg !== undefined) return say('activate.place', { colour: colourId(c), field: field(track, move.seg) });
      if (c === BR) return say('activate.wear');
      return say('activate.card', { colour: colourId(c), card: card(v, c) });
    }
    case 'place': {
      const p = v.turn.pending!.path!;
      return say('place', { colour: colourId(p.colour), field: field(track, move.seg) });
    }
    case 'stop':
      return stopWords(v, say);
    case 'choose':
      return chooseWords(v, move, say);
    case 'option':
      if (v.turn.pending?.card === 'adrenalin') return say(move.option === 1 ? 'option.adrenalin.field' : 'option.adrenalin.later');
      return move.option === 1 ? say('option.wear', { n: me.discard[BR] }) : say('option.two');
    case 'draw':
      return say('draw');
    case 'buy': {
      const c = COLOUR_INDEX[move.colour];
      if (v.turn.pending) return say('buy.effect', { colour: colourId(c), card: card(v, c), cost: v.cost[c], k: v.turn.pending.k });
      return say('buy', { colour: colourId(c), card: card(v, c), cost: v.cost[c] });
    }
    case 'endTurn': {
      if (v.phase === 'opening') return v.turn.money > 0 ? say('finishBuying', { money: v.turn.money }) : say('finishBuying.all');
      if (move.seg !== undefined) return say('end.drive', { field: field(track, move.seg) });
      if (v.turn.track.length === 0) return say('end.stay');
      let best = v.turn.track[0];
      for (const d of v.turn.track) if (d.dist > best.dist) best = d;
      return say('end.drive', { field: field(track, best.path[best.path.length - 1]) });
    }
    case 'extraDraw':
      return say(move.take ? 'extra.take' : 'extra.no');
    case 'drive':
      return say('drive', { field: field(track, move.seg) });
    case 'driver':
      return say(`driver.${v.players[v.current].driver}`);
    case 'pickDriver':
      return say('pickDriver', { driver: driverName(move.driver) });
    case 'count':
      return say('count', { n: move.n });
    case 'settle':
      return say(`settle.${move.to}`, { colour: move.colour });
    default:
      // Sponsor moves are only legal between the races (sponsorWords).
      throw new Error(`no words for ${move.type} in a race`);
  }
}

/** Between the races of a season: choosing a sponsor and the steps of its effect. */
function sponsorWords(v: AutoView, move: AutoMove, say: Say): Msg {
  const e = v.season!.pick!.effect;
  switch (move.type) {
    case 'sponsor':
    {
      const old = v.season!.sponsors[v.current];
      return say('sponsor', { sponsor: sponsorName(move.sponsor), hasOld: old !== null, old: old ? sponsorName(old) : '' });
    }
    case 'keepSponsor':
      return move.drop ? say('keepSponsor.drop', { drop: sponsorName(move.drop) }) : say('keepSponsor');
    case 'choose':
      return say(e?.stage === 'wear' ? 'sponsorRemove.wear' : 'sponsorRemove', { colour: move.colour });
    case 'buy': {
      const c = COLOUR_INDEX[move.colour];
      return e?.stage === 'gain' ? say('sponsorGain', { colour: move.colour }) : say('sponsorBuy', { colour: move.colour, cost: v.cost[c], money: e?.money ?? 0 });
    }
    default:
      return say(`sponsorStop.${e?.stage ?? 'standard'}`);
  }
}

/** Button words for a legal move, from the seat's own view only. */
export function moveLabel(v: AutoView, move: AutoMove): Msg {
  return stepWords(v, move, 'label');
}
