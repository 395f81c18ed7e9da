/** The games Slipstream hosts: one line per game. */
import type { AnyGameModule } from '../engine/contract';
import { raceModule } from './race';
import { chariotRaceModule } from './chariot-race';
import { automobilesModule } from './automobiles';
import { kraftwagenModule } from './kraftwagen';

const MODULES: AnyGameModule[] = [raceModule, chariotRaceModule, automobilesModule, kraftwagenModule];

const byId = new Map(MODULES.map((m) => [m.meta.id, m]));

export function allGames(): AnyGameModule[] {
  return MODULES;
}

export function findGame(id: string): AnyGameModule | undefined {
  return byId.get(id);
}
