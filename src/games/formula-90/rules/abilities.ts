/**
 * „FAHRERFÄHIGKEIT" (advanced module): the driver abilities and where each one acts. VERSATILITY
 * lets the strategy change once at the start of a turn (again after a pit stop), REFLEXES gives +20
 * on every test, QUALIFYING +2 on the qualifying value, PITTING 2 sections less pit time, TUNING 8
 * build points, LAPPING cheaper lapping.
 */
import { ABILITY_COPIES, ABILITY_IDS, PITTING_SECTIONS, QUALIFYING_BONUS, REFLEXES_BONUS, type AbilityId } from '../data/abilities';
import { hasModule } from './modules';
import type { F90State, Player } from './state';

/** The abilities a player may still choose: three tiles each; TUNING only when cars are built. */
export function abilityChoices(s: F90State): AbilityId[] {
  return ABILITY_IDS.filter((a) => s.players.filter((p) => p.ability === a).length < ABILITY_COPIES).filter((a) => a !== 'tuning' || hasModule(s, 'carBuild'));
}

export function hasAbility(p: Player | null, a: AbilityId): boolean {
  return p?.ability === a;
}

/** REFLEXES: „alle seine Tests erhalten einen +20 Bonus, einschließlich aller Blindtests bei einer späten Bremsung und dem Test bei Überwindungen als Führender". */
export function testBonus(p: Player | null): number {
  return hasAbility(p, 'reflexes') ? REFLEXES_BONUS : 0;
}

/** QUALIFYING: „fügt beim Qualifying dem Wert der ausgespielten Karte +2 hinzu". */
export function qualifyingBonus(p: Player): number {
  return hasAbility(p, 'qualifying') ? QUALIFYING_BONUS : 0;
}

/** PITTING: „Seine Boxenstoppzeit wird für die … Basisboxenzeit um 2 Abschnitte reduziert". */
export function pitSaving(p: Player | null): number {
  return hasAbility(p, 'pitting') ? PITTING_SECTIONS : 0;
}

/**
 * LAPPING: „Er wendet 1 Bewegungspunkt für das Überwinden in Kurvenabschnitten auf und null
 * Bewegungspunkte für das Überwinden in Geraden und Bremsabschnitten" — lapping only (the text's
 * „Überwinden" is „Überrunden", as in the lapping table).
 */
export function lappingCostOf(p: Player | null, type: 'straight' | 'curve' | 'braking'): number {
  if (hasAbility(p, 'lapping')) return type === 'curve' ? 1 : 0;
  return type === 'curve' ? 2 : 1;
}
