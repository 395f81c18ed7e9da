/**
 * Off the track in the advanced game (Formula 90, module „Abseits der Spur und Safety Cars":
 * „ABSEITS DER BAHN", „Auffahren auf die Bahn"). A failed late braking sends the car along the
 * off-track line of its braking section, icon by icon: a test passed takes it to the re-entry
 * position, a failed one on to the next icon; tyres, damage, a movement handicap, a pit stop to
 * come, Ausfall, the safety car. Strategy and ability do not act off the track.
 */
import { playingCard } from '../data/track-cards';
import type { OffTrackIcon } from '../data/track-types';
import { eliminate, takeDamage, toReentry } from './damage';
import { discardCards, drawCard } from './piles';
import { playerOf, sectionOf, track } from './order';
import { deploySafetyCar } from './safety-car';
import { rainModifier } from './tyres';
import { needModule, offTrackOf } from './modules';
import type { Car, F90State } from './state';

function icons(s: F90State, c: Car): readonly OffTrackIcon[] {
  return track(s).sections[sectionOf(s, c.pos)].offTrack?.icons ?? [];
}

/**
 * Follows the off-track line from icon `from`: returns the index of a test its player must make
 * (with a hand card or blind), or null when the line is done (re-entry position, or out).
 */
export function followLine(s: F90State, c: Car, from = 0): number | null {
  const line = icons(s, c);
  for (let i = from; i < line.length; i++) {
    const icon = line[i];
    const p = playerOf(s, c);
    switch (icon.kind) {
      case 'test':
        if (p) return i; // „Wenn es ein Spieler ist, kann er eine Karte aus seiner Hand benutzen … oder ein Blindtest sein"
        if (offTest(s, c, icon.target, 'blind')) return null; // a robot: blind
        break;
      case 'tyres':
        // „muss sofort die angegebene Anzahl Reifenchips bezahlen … nur Reifenchips"; robots exempt
        if (!p) break;
        s.events.push({ k: 'offIcon', car: c.id, icon });
        if (p.chips < icon.n) {
          eliminate(s, c, 'tyres');
          return null;
        }
        p.chips -= icon.n;
        break;
      case 'damage':
        if (!p) break; // robots exempt
        s.events.push({ k: 'offIcon', car: c.id, icon });
        if (!takeDamage(s, c, icon.n, 'offTrack')) return null;
        break;
      case 'handicap':
        // „erleidet in der nächsten Runde das entsprechende Handicap auf seine Bewegung"
        s.events.push({ k: 'offIcon', car: c.id, icon });
        needModule(offTrackOf(s, c), 'an off-track line').handicap += icon.n;
        break;
      case 'pit':
        // „muss in der Runde, die der folgt, in der wieder auf die Bahn gefahren ist, einen Boxenstopp durchführen"
        s.events.push({ k: 'offIcon', car: c.id, icon });
        c.pitDueBox = s.box + 2;
        break;
      case 'out':
      case 'safetyCar':
        s.events.push({ k: 'offIcon', car: c.id, icon });
        eliminate(s, c, 'crash');
        if (icon.kind === 'safetyCar') deploySafetyCar(s);
        return null;
    }
  }
  return null; // the end of the line: the re-entry position
}

/**
 * The off-track test „gegen den Zieltest des Bremsabschnitts" (−20 in the rain; no REFLEXES off the
 * track): with a hand card or a blind card from the draw pile, discarded either way.
 */
export function offTest(s: F90State, c: Car, target: number, from: number | 'blind'): boolean {
  const p = playerOf(s, c);
  const need = target + rainModifier(s);
  let card: number | null;
  if (from === 'blind') card = drawCard(s);
  else {
    card = from;
    p!.hand = p!.hand.filter((x) => x !== from);
  }
  const ok = card !== null && playingCard(card).test <= need;
  if (card !== null) discardCards(s, [card]);
  s.events.push({ k: 'offIcon', car: c.id, icon: { kind: 'test', target }, with: card ?? 0, blind: from === 'blind', need, success: ok });
  return ok;
}

/** The test icon at index `i` of the car's line (the player's test step). */
export function lineTest(s: F90State, c: Car, i: number): number {
  const icon = icons(s, c)[i];
  return icon?.kind === 'test' ? icon.target : 0;
}

/**
 * „Auffahren auf die Bahn": re-entering costs 1 movement point and puts the car behind every car of
 * the re-entry section; the line's handicap is taken off too. Returns the points left (never below 0).
 */
export function reenterAdvanced(s: F90State, c: Car, mp: number): number {
  const car = needModule(offTrackOf(s, c), 'a re-entry from the off-track line');
  toReentry(s, car);
  const left = Math.max(0, mp - 1 - car.handicap);
  car.handicap = 0;
  return left;
}

/** A stop forced by the off-track line's PIT, in this round. */
export function linePitDue(s: F90State, c: Car): boolean {
  return c.pitDueBox != null && c.pitDueBox <= s.box;
}

