/**
 * Flags (Formula 90, advanced module „Flaggen"): a race card or track card played for movement may
 * show a flag; its effect lasts for the race stage („Die Wirkung einer Flagge dauert über eine
 * komplette Rennetappe an"). Yellow: a tile in a curve section, 1 movement point to pass it, no
 * overtaking there. Green: a yellow tile removed. Blue: lapping for less. Orange: the robots late
 * braking on command.
 */
import { startsStage } from '../data/tracks';
import { playingCard } from '../data/track-cards';
import { flagsOn, needModule } from './modules';
import { car as carOf, isRobot, queueIndex, sectionOf, track } from './order';
import type { Car, F90Move, F90State, Flags, Turn, YellowFlag } from './state';

/** „sechs gelbe Flaggenplättchen", 4 blue pawns, 1 orange pawn („INHALT"). */
export const YELLOW_TILES = 6;
export const BLUE_PAWNS = 4;

export function noFlags(): Flags {
  return { yellow: [], blue: [], orange: null };
}

/** The yellow flag in a section, if any. */
export function yellowIn(s: F90State, section: number): YellowFlag | undefined {
  return s.flags?.yellow.find((f) => f.section === section);
}

/** The racing cars of a section (cars off the track lie beside it). */
function racingIn(s: F90State, section: number): string[] {
  return s.queue[section].filter((id) => carOf(s, id).status === 'racing');
}

/** Whether the yellow flag of the car's section lies in front of it. */
export function yellowAhead(s: F90State, c: Car): boolean {
  const f = yellowIn(s, sectionOf(s, c.pos));
  return !!f && c.status === 'racing' && queueIndex(s, c) >= f.at;
}

/** „muss 1 Bewegungspunkt aufwenden, um seine Bewegung fortzusetzen": the car is past the flag, still in its section. */
export function passYellow(s: F90State, c: Car): void {
  yellowIn(s, sectionOf(s, c.pos))!.at = queueIndex(s, c) + 1;
}

/** Whether the car holds a blue pawn („Vorrecht beim Überrunden"). */
export function hasBlue(s: F90State, c: Car): boolean {
  return !!s.flags?.blue.includes(c.id);
}

/**
 * The flags of the cards played for movement, as the card's event („löse ein Ereignis aus"): blue
 * and orange act at once; yellow and green wait for the player's choice (the turn's 'flag' step).
 */
export function playFlags(s: F90State, t: Turn, c: Car): void {
  if (!flagsOn(s)) return;
  const f = s.flags;
  const choices: ('yellow' | 'green')[] = [];
  for (const no of t.played) {
    const colour = playingCard(no).flag;
    if (!colour) continue;
    if (colour === 'yellow' || colour === 'green') {
      const none = colour === 'yellow' ? f.yellow.length >= YELLOW_TILES : f.yellow.length === 0;
      if (none) s.events.push({ k: 'flag', car: c.id, colour, ignored: true });
      else choices.push(colour);
    } else if (colour === 'blue') {
      // a blue pawn on his sheet, while one is left (a second one changes nothing)
      const has = f.blue.includes(c.id);
      const ignored = !has && f.blue.length >= BLUE_PAWNS;
      if (!has && !ignored) f.blue.push(c.id);
      s.events.push({ k: 'flag', car: c.id, colour, ...(ignored ? { ignored: true as const } : {}) });
    } else {
      // „in jeder Rennetappe kann nur der erste Spieler, der die Flagge ausspielte, die Kontrolle … übernehmen"
      const ignored = f.orange !== null;
      if (!ignored) f.orange = c.id;
      s.events.push({ k: 'flag', car: c.id, colour, ...(ignored ? { ignored: true as const } : {}) });
    }
  }
  if (choices.length > 0) t.flags = choices;
}

/**
 * „GELBE FLAGGE": where the yellow flag may go — any curve section without one; between the cars
 * there, but always behind every car on a lane line's start point („Eine gelbe Flagge muss immer vor
 * den Spurlinien ausgelegt werden"). Or nowhere („kann … auslegen").
 */
export function yellowChoices(s: F90State): F90Move[] {
  const out: F90Move[] = [{ type: 'flag', section: null }];
  track(s).sections.forEach((sec, i) => {
    if (sec.type !== 'curve' || yellowIn(s, i)) return;
    const cars = racingIn(s, i);
    let first = 0;
    cars.forEach((id, k) => {
      if (carOf(s, id).lane) first = k + 1;
    });
    for (let at = first; at <= cars.length; at++) out.push({ type: 'flag', section: i, at });
  });
  return out;
}

/** „GRÜNE FLAGGE": a yellow flag to remove, or none. */
export function greenChoices(s: F90State): F90Move[] {
  const flags = needModule(flagsOn(s) ? s.flags : null, 'a green flag');
  return [{ type: 'flag', section: null }, ...flags.yellow.map((f) => ({ type: 'flag', section: f.section }) as F90Move)];
}

/** The choice of the turn's first waiting yellow or green flag. */
export function applyFlag(s: F90State, t: Turn, c: Car, section: number | null, at: number | undefined): void {
  const colour = t.flags?.shift();
  if (!colour) throw new Error(`Formula 90: a flag choice for ${c.id} with no flag waiting`);
  if (t.flags?.length === 0) delete t.flags;
  const f = needModule(flagsOn(s) ? s.flags : null, 'a flag choice');
  if (colour === 'yellow' && section !== null) f.yellow.push({ section, at: at ?? 0 });
  if (colour === 'green' && section !== null) f.yellow = f.yellow.filter((x) => x.section !== section);
  s.events.push({ k: 'flag', car: c.id, colour, section });
}

/** „Wenn sich der Spielstein auf den Rundenanzeiger in die nächste Reihe bewegt, werden alle Flaggen … abgelegt". */
export function endStageFlags(s: F90State): void {
  if (!s.flags || !startsStage(track(s), s.box)) return;
  const any = s.flags.yellow.length > 0 || s.flags.blue.length > 0 || s.flags.orange !== null;
  s.flags = noFlags();
  if (any) s.events.push({ k: 'flagsEnd' });
}

/**
 * „ORANGE FLAGGE": whether the holder may force this robot, its movement ended in a braking
 * section, to brake late — the holder still racing („Während die Flagge aktiv ist").
 */
export function orangeMayForce(s: F90State, robot: Car): boolean {
  const holder = s.flags?.orange;
  if (!holder || !isRobot(robot) || robot.status !== 'racing') return false;
  if (track(s).sections[sectionOf(s, robot.pos)].type !== 'braking') return false;
  return carOf(s, holder).status !== 'out';
}

/** The seat holding the orange flag (it is asked about the robot). */
export function orangeSeat(s: F90State): number | null {
  const holder = s.flags?.orange;
  return holder ? (carOf(s, holder).seat ?? null) : null;
}

