/** The games Slipstream hosts: one line per game. */
import type { AnyGameModule } from '../engine/contract';
import { raceModule } from './race';
import { chariotRaceModule } from './chariot-race';
import { automobilesModule } from './automobiles';
import { kraftwagenModule } from './kraftwagen';
import { formula90Module } from './formula-90';

const MODULES: AnyGameModule[] = [raceModule, chariotRaceModule, automobilesModule, kraftwagenModule, formula90Module];

const byId = new Map(MODULES.map((m) => [m.meta.id, m]));

export function allGames(): AnyGameModule[] {
  return MODULES;
}

export function findGame(id: string): AnyGameModule | undefined {
  return byId.get(id);
}
