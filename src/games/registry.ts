/** The games Slipstream hosts: one line per game. */
import type { AnyGameModule } from '../engine/contract';
import { raceModule } from './race';

const MODULES: AnyGameModule[] = [raceModule];

const byId = new Map(MODULES.map((m) => [m.meta.id, m]));

export function allGames(): AnyGameModule[] {
  return MODULES;
}

export function findGame(id: string): AnyGameModule | undefined {
  return byId.get(id);
}
