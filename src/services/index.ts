/** All services of the site, built once over one database. */
import type { Db } from '../db/client';
import type { Config } from '../config/config';
import { UserService } from './user.service';
import { LobbyService } from './lobby.service';
import { GameService } from './game.service';
import { GameViewService } from './game-view.service';
import { GameListService } from './game-list.service';
import { ReplayService } from './replay.service';

export interface Services {
  config: Config;
  db: Db;
  users: UserService;
  lobby: LobbyService;
  games: GameService;
  views: GameViewService;
  lists: GameListService;
  replays: ReplayService;
}

export function createServices(db: Db, config: Config): Services {
  const games = new GameService(db);
  return {
    config,
    db,
    users: new UserService(db, config.SESSION_DAYS),
    lobby: new LobbyService(db, () => games.runner),
    games,
    views: new GameViewService(db),
    lists: new GameListService(db),
    replays: new ReplayService(db),
  };
}
