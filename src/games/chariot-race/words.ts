/** Words shared by the button labels, the log and the board. */
import { COLOUR_INFO, boardOf, speedCapFor } from './data/boards';
import { FACE_NAMES, FACE_SYMBOLS, Face, FORTUNE_PER_ACTION, REPAIR_COST, REPAIR_POINTS } from './data/dice';
import { LANE_NAMES } from './data/track-halves';
import { countFace } from './dice';
import { MoveResult, Situation, drivePath } from './movement';
import { speedAfter } from './apply';
import { trackOf } from './round';
import type { Chariot, ChariotMove, Turn } from './state';

/** "a" or "an" before a word ("an attack die", "a steer die"). */
export function article(word: string): 'a' | 'an' {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** "1 die", "3 dice". */
export function diceCount(n: number): string {
  return `${n} ${n === 1 ? 'die' : 'dice'}`;
}

/** "red" — the chariot by its colour. */
export function colourName(c: Chariot): string {
  return COLOUR_INFO[c.colour].name;
}

export function facesWords(faces: readonly Face[]): string {
  return faces.map((f) => `${FACE_SYMBOLS[f]} ${FACE_NAMES[f]}`).join(', ');
}

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

/** The cost of a path in words: "curve −3, ram blue −2 (blue breaks up), caltrop −1". */
export function pathCosts(s: TurnSituation, r: MoveResult): string[] {
  const track = trackOf(s);
  const parts: string[] = [];
  for (const e of r.events) {
    if (e.kind === 'curve') parts.push(`curve ${track.fields[e.field].name} (limit ${e.limit}) −${e.damage}`);
    else if (e.kind === 'caltrop') parts.push(`caltrop ${track.fields[e.field].name} −1`);
    else if (e.kind === 'rock') parts.push(`rock pile ${track.fields[e.field].name}`);
    else if (e.kind === 'ram') {
      const o = s.chariots[e.other];
      parts.push(`ram ${colourName(o)} −2${e.otherDamage ? ` / ${colourName(o)} −${e.otherDamage}` : ` / ${colourName(o)} unharmed (finished)`}${e.otherBroke ? ` (${colourName(o)} breaks up)` : ''}`);
    } else if (e.kind === 'setback') parts.push(`set back to ${track.fields[e.field].name}`);
  }
  return parts;
}

/** "End on M14: curve M5 (limit 5) −3, ram yellow −2 … · damage 10 → 4" or "… breaks up". */
export function pathLabel(s: TurnSituation, path: string): string {
  const r = simulatePath(s, path);
  if (!r || r.error) return `Path ${path}`;
  const track = trackOf(s);
  const me = s.chariots[s.turn!.chariot];
  const costs = pathCosts(s, r);
  const taken = r.curveDamage + r.caltropDamage + r.ramDamage;
  const way = path.includes('i') || path.includes('o') ? `via ${routeWords(s, r.entered)}` : 'straight on';
  const head = r.broke ? `Breaks up on ${track.fields[r.end].name}` : `To ${track.fields[r.end].name}`;
  const tail = r.broke ? ' — your chariot is out!' : taken > 0 ? ` · damage ${me.damage} → ${me.damage - taken}` : ' · no damage';
  return `${head} (${way})${costs.length ? `: ${costs.join(', ')}` : ''}${tail}`;
}

/** The fields driven through, lane by lane: "O6–O12 › M11". */
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

/** Lane and row of a start position. */
export function startWords(position: number): string {
  const lane = LANE_NAMES[(position - 1) % 3];
  return `${lane} lane, ${position <= 3 ? 'front' : 'second'} row`;
}

export function driveWords(c: Chariot, t: Turn, up: number): string {
  const drives = countFace(t.dice, 'drive');
  const sprints = countFace(t.dice, 'sprint');
  const max = boardOf(c.board).speed.max;
  const speed = speedAfter(c.speed, max, drives, up, sprints);
  const signs = [up ? `${up}× +1` : '', drives - up ? `${drives - up}× −1` : ''].filter(Boolean).join(', ');
  const sprint = sprints ? `, sprint +${2 * sprints} and ${sprints} damage` : '';
  return `${signs}${sprint}: speed ${c.speed} → ${speed}`;
}

export function repairWords(c: Chariot): string {
  const max = boardOf(c.board).damage.max;
  return `pay ${REPAIR_COST} fortune, damage ${c.damage} → ${Math.min(max, c.damage + REPAIR_POINTS)}`;
}

export function rollWords(c: Chariot): string {
  const board = boardOf(c.board);
  const speed = Math.min(c.speed, speedCapFor(board, c.damage));
  const capped = speed < c.speed ? ` (speed ${c.speed} → ${speed}: not above what damage ${c.damage} allows)` : '';
  return `${diceCount(board.dice[speed])} at speed ${speed}${capped}`;
}

export function paidWords(t: Turn, move: ChariotMove): string {
  if (move.type === 'reroll' && t.freeReroll) return 'free';
  const extra = move.type === 'turn' && t.freeReroll ? '; no free reroll after it' : '';
  return `${FORTUNE_PER_ACTION} fortune${extra}`;
}
