-- Tournaments (issue 35): a tournament, its players, its invitations, and the tables of its
-- rounds, each a normal game. The worker seats the rounds (src/services/tournaments/).

-- CreateEnum
CREATE TYPE "TournamentFormat" AS ENUM ('groups', 'swiss', 'roundRobin');

-- CreateEnum
CREATE TYPE "TournamentStatus" AS ENUM ('SIGNUP', 'RUNNING', 'FINISHED', 'CANCELLED');

-- CreateTable
CREATE TABLE "tournaments" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(80) NOT NULL,
    "game_type" VARCHAR(32) NOT NULL,
    "options" JSONB NOT NULL,
    "table_size" INTEGER NOT NULL,
    "format" "TournamentFormat" NOT NULL,
    "rounds" INTEGER,
    "status" "TournamentStatus" NOT NULL DEFAULT 'SIGNUP',
    "invite_only" BOOLEAN NOT NULL DEFAULT false,
    "min_players" INTEGER NOT NULL,
    "max_players" INTEGER NOT NULL,
    "rated" BOOLEAN NOT NULL DEFAULT true,
    "deadline_days" INTEGER,
    "signup_closes_at" TIMESTAMPTZ(3),
    "featured" BOOLEAN NOT NULL DEFAULT false,
    "seed" INTEGER NOT NULL,
    "current_round" INTEGER NOT NULL DEFAULT 0,
    "byes" JSONB NOT NULL DEFAULT '[]',
    "created_by_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "tournaments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tournament_players" (
    "tournament_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "seed_rating" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "joined_at" TIMESTAMPTZ(3) NOT NULL,
    "withdrawn" BOOLEAN NOT NULL DEFAULT false,
    "place" INTEGER,

    CONSTRAINT "tournament_players_pkey" PRIMARY KEY ("tournament_id","user_id")
);

-- CreateTable
CREATE TABLE "tournament_invites" (
    "tournament_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,

    CONSTRAINT "tournament_invites_pkey" PRIMARY KEY ("tournament_id","user_id")
);

-- CreateTable
CREATE TABLE "tournament_tables" (
    "tournament_id" INTEGER NOT NULL,
    "round" INTEGER NOT NULL,
    "index" INTEGER NOT NULL,
    "game_id" INTEGER NOT NULL,
    "players" INTEGER[],

    CONSTRAINT "tournament_tables_pkey" PRIMARY KEY ("tournament_id","round","index")
);

-- CreateIndex
CREATE INDEX "tournaments_status_game_type_idx" ON "tournaments"("status", "game_type");

-- CreateIndex
CREATE INDEX "tournaments_status_signup_closes_at_idx" ON "tournaments"("status", "signup_closes_at");

-- CreateIndex
CREATE INDEX "tournament_players_user_id_idx" ON "tournament_players"("user_id");

-- CreateIndex
CREATE INDEX "tournament_invites_user_id_idx" ON "tournament_invites"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "tournament_tables_game_id_key" ON "tournament_tables"("game_id");

-- AddForeignKey
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournament_invites" ADD CONSTRAINT "tournament_invites_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournament_invites" ADD CONSTRAINT "tournament_invites_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournament_tables" ADD CONSTRAINT "tournament_tables_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tournament_tables" ADD CONSTRAINT "tournament_tables_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
