-- Ratings, results and statistics (issue 18). A finished game writes one seat_results row per
-- seat and updates its players' ratings in the transaction that finishes it; game_stats holds
-- each game's statistics, recomputed by the worker when a game of it finishes.

-- AlterTable
ALTER TABLE "games" ADD COLUMN "rated" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN "move_count" INTEGER;

-- CreateTable
CREATE TABLE "ratings" (
    "user_id" INTEGER NOT NULL,
    "game_type" VARCHAR(32) NOT NULL,
    "mu" DOUBLE PRECISION NOT NULL,
    "sigma" DOUBLE PRECISION NOT NULL,
    "ordinal" DOUBLE PRECISION NOT NULL,
    "games" INTEGER NOT NULL DEFAULT 0,
    "wins" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ratings_pkey" PRIMARY KEY ("user_id","game_type")
);

-- CreateTable
CREATE TABLE "seat_results" (
    "game_id" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "game_type" VARCHAR(32) NOT NULL,
    "num_seats" INTEGER NOT NULL,
    "user_id" INTEGER,
    "robot" BOOLEAN NOT NULL,
    "rank" INTEGER,
    "won" BOOLEAN NOT NULL,
    "timed_out" BOOLEAN NOT NULL,
    "mu_before" DOUBLE PRECISION,
    "sigma_before" DOUBLE PRECISION,
    "mu_after" DOUBLE PRECISION,
    "sigma_after" DOUBLE PRECISION,
    "finished_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "seat_results_pkey" PRIMARY KEY ("game_id","seat")
);

-- CreateTable
CREATE TABLE "game_stats" (
    "game_type" VARCHAR(32) NOT NULL,
    "data" JSONB NOT NULL,
    "computed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "game_stats_pkey" PRIMARY KEY ("game_type")
);

-- CreateIndex
CREATE INDEX "ratings_game_type_ordinal_idx" ON "ratings"("game_type", "ordinal");

-- CreateIndex
CREATE INDEX "seat_results_user_id_game_type_finished_at_idx" ON "seat_results"("user_id", "game_type", "finished_at");

-- CreateIndex
CREATE INDEX "seat_results_game_type_num_seats_idx" ON "seat_results"("game_type", "num_seats");

-- AddForeignKey
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seat_results" ADD CONSTRAINT "seat_results_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seat_results" ADD CONSTRAINT "seat_results_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
