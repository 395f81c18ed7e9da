-- The standing league per game (issue 35): a league, its members and their divisions, its
-- seasons, who played in each and where he went, and the games of a season's round robins.
-- The worker starts and ends the seasons (src/services/leagues/).

-- CreateEnum
CREATE TYPE "LeagueSeasonStatus" AS ENUM ('RUNNING', 'FINISHED');

-- CreateTable
CREATE TABLE "leagues" (
    "id" SERIAL NOT NULL,
    "game_type" VARCHAR(32) NOT NULL,
    "table_size" INTEGER NOT NULL,
    "deadline_days" INTEGER NOT NULL,
    "season_days" INTEGER NOT NULL,
    "next_season_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "leagues_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "league_members" (
    "league_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "division" INTEGER NOT NULL,
    "joined_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "league_members_pkey" PRIMARY KEY ("league_id","user_id")
);

-- CreateTable
CREATE TABLE "league_seasons" (
    "id" SERIAL NOT NULL,
    "league_id" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "status" "LeagueSeasonStatus" NOT NULL DEFAULT 'RUNNING',
    "seed" INTEGER NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "finished_at" TIMESTAMPTZ(3),
    "byes" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "league_seasons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "league_season_players" (
    "season_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "division" INTEGER NOT NULL,
    "seed_rating" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "place" INTEGER,
    "points" DOUBLE PRECISION,
    "next_division" INTEGER,

    CONSTRAINT "league_season_players_pkey" PRIMARY KEY ("season_id","user_id")
);

-- CreateTable
CREATE TABLE "league_games" (
    "season_id" INTEGER NOT NULL,
    "division" INTEGER NOT NULL,
    "round" INTEGER NOT NULL,
    "index" INTEGER NOT NULL,
    "game_id" INTEGER NOT NULL,
    "players" INTEGER[],

    CONSTRAINT "league_games_pkey" PRIMARY KEY ("season_id","division","round","index")
);

-- CreateIndex
CREATE UNIQUE INDEX "leagues_game_type_key" ON "leagues"("game_type");

-- CreateIndex
CREATE INDEX "league_members_user_id_idx" ON "league_members"("user_id");

-- CreateIndex
CREATE INDEX "league_seasons_status_idx" ON "league_seasons"("status");

-- CreateIndex
CREATE UNIQUE INDEX "league_seasons_league_id_number_key" ON "league_seasons"("league_id", "number");

-- CreateIndex
CREATE INDEX "league_season_players_user_id_idx" ON "league_season_players"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "league_games_game_id_key" ON "league_games"("game_id");

-- AddForeignKey
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "league_seasons" ADD CONSTRAINT "league_seasons_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "league_season_players" ADD CONSTRAINT "league_season_players_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "league_seasons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "league_season_players" ADD CONSTRAINT "league_season_players_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "league_games" ADD CONSTRAINT "league_games_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "league_seasons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "league_games" ADD CONSTRAINT "league_games_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
