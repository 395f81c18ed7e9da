/** Words shared by the button labels, the log and the board, as messages (see text.ts). */
import type { Msg, Param } from '../../../engine/text';
import { boardOf, speedCapFor } from '../data/boards';
import { CALTROP_DAMAGE, FACE_SYMBOLS, Face, FORTUNE_PER_ACTION, RAM_DAMAGE, REPAIR_COST, REPAIR_POINTS, SPRINT_DAMAGE } from '../data/dice';
import { countFace } from '../rules/dice';
import { MoveResult, drivePath } from '../rules/movement';
import type { Situation } from '../rules/situation';
import { speedAfter } from '../rules/apply';
import { trackOf } from '../rules/round';
import type { Chariot, ChariotMove, Turn } from '../rules/state';
import { colourText, faceText, laneId, series, t, yes } from './text';

/** A die with its symbol and name: "+2 sprint". */
export function dieText(f: Face): Msg {
  return t('die', { symbol: FACE_SYMBOLS[f], face: faceText(f) });
}

/** "+2 sprint, ⚔ attack". */
export function facesWords(faces: readonly Face[]): Param {
  return series(faces.map(dieText));
}

/** "+2 ⇄ ☀": the dice as symbols (no words). */
export function facesShort(faces: readonly Face[]): string {
  return faces.map((f) => FACE_SYMBOLS[f]).join(' ');
}

/** Everything a situation with a turn offers to describe a path. */
export type TurnSituation = Situation & { turn: Turn | null; turns: number };

export function simulatePath(s: TurnSituation, path: string): MoveResult | null {
  const t = s.turn;
  if (!t) return null;
  const c = s.chariots[t.chariot];
  return drivePath(trackOf(s), s, t.chariot, c.speed, countFace(t.dice, 'steer'), path, s.turns);
}

/** The cost of a path: "curve M11 (limit 5) −3", "ram blue −2 / blue −2 (blue breaks up)", "caltrop M8 −1". */
export function pathCosts(s: TurnSituation, r: MoveResult): Msg[] {
  const track = trackOf(s);
  const parts: Msg[] = [];
  for (const e of r.events) {
    if (e.kind === 'curve') parts.push(t('cost.curve', { field: track.fields[e.field].name, limit: e.limit, damage: e.damage }));
    else if (e.kind === 'caltrop') parts.push(t('cost.caltrop', { field: track.fields[e.field].name, damage: CALTROP_DAMAGE }));
    else if (e.kind === 'rock') parts.push(t('cost.rock', { field: track.fields[e.field].name }));
    else if (e.kind === 'ram') {
      const o = s.chariots[e.other];
      parts.push(t('cost.ram', { colour: colourText(o.colour), damage: RAM_DAMAGE, other: e.otherDamage, broke: yes(e.otherBroke) }));
    } else if (e.kind === 'setback') parts.push(t('cost.setback', { field: track.fields[e.field].name }));
  }
  return parts;
}

/** "straight on" or "via O6–O12 › M11". */
export function wayText(changesLane: boolean, route: string): Msg {
  return changesLane ? t('way.via', { route }) : t('way.straight');
}

/** "To M14 (via …): curve M5 (limit 5) −3, ram yellow −2 … · damage 10 → 4", or "Breaks up on …". */
export function pathLabel(s: TurnSituation, path: string): Msg {
  const r = simulatePath(s, path);
  if (!r || r.error) return t('label.pathRaw', { path });
  const track = trackOf(s);
  const me = s.chariots[s.turn!.chariot];
  const costs = pathCosts(s, r);
  const taken = r.curveDamage + r.caltropDamage + r.ramDamage;
  return t('label.path', {
    broke: yes(r.broke),
    end: track.fields[r.end].name,
    way: wayText(path.includes('i') || path.includes('o'), routeWords(s, r.entered)),
    hasCosts: yes(costs.length > 0),
    costs: series(costs),
    taken,
    from: me.damage,
    to: me.damage - taken,
  });
}

/** The fields driven through, lane by lane: "O6–O12 › M11" (field codes, no words). */
export function routeWords(s: TurnSituation, entered: number[]): string {
  const track = trackOf(s);
  const parts: string[] = [];
  let i = 0;
  while (i < entered.length) {
    let j = i;
    while (j + 1 < entered.length && track.fields[entered[j + 1]].lane === track.fields[entered[i]].lane) j++;
    const a = track.fields[entered[i]].name;
    const b = track.fields[entered[j]].name;
    parts.push(i === j ? a : `${a}–${b}`);
    i = j + 1;
  }
  return parts.join(' › ');
}

/** Lane and row of a start position: "inner lane, front row". */
export function startWords(position: number): Msg {
  return t('start', { lane: laneId((position - 1) % 3), row: position <= 3 ? 'front' : 'second' });
}

/** The signs of the drive dice: "1× +1, 2× −1" (no words). */
export function signsWords(up: number, down: number): string {
  return [up ? `${up}× +1` : '', down ? `${down}× −1` : ''].filter(Boolean).join(', ');
}

export function driveWords(c: Chariot, t0: Turn, up: number, rules: number): Msg {
  const drives = countFace(t0.dice, 'drive');
  const sprints = countFace(t0.dice, 'sprint');
  const max = boardOf(c.board, rules).speed.max;
  const speed = speedAfter(c.speed, max, drives, up, sprints);
  return t('label.drive', { signs: signsWords(up, drives - up), sprints, boost: 2 * sprints, damage: sprints * SPRINT_DAMAGE, from: c.speed, to: speed });
}

export function repairWords(c: Chariot, rules: number): Msg {
  const max = boardOf(c.board, rules).damage.max;
  return t('label.repair', { cost: REPAIR_COST, from: c.damage, to: Math.min(max, c.damage + REPAIR_POINTS) });
}

export function rollWords(c: Chariot, rules: number): Msg {
  const board = boardOf(c.board, rules);
  const speed = Math.min(c.speed, speedCapFor(board, c.damage));
  return t('label.roll', { dice: board.dice[speed], speed, capped: yes(speed < c.speed), from: c.speed, damage: c.damage });
}

/** What a reroll or a turned die costs: "free", "2 fortune", "2 fortune; no free reroll after it". */
export function paidWords(t0: Turn, move: ChariotMove): Msg {
  if (move.type === 'reroll' && t0.freeReroll) return t('paid.free');
  if (move.type === 'turn' && t0.freeReroll) return t('paid.fortuneEndsFree', { cost: FORTUNE_PER_ACTION });
  return t('paid.fortune', { cost: FORTUNE_PER_ACTION });
}
