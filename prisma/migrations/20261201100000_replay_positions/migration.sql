-- The replay opens where the reader left it (issue 31, point 7): the step of a finished game's
-- replay that a signed-in reader last looked at, one row per reader and game. A replay asked
-- without a step opens there (else at step 0).

-- CreateTable
CREATE TABLE "replay_positions" (
    "user_id" INTEGER NOT NULL,
    "game_id" INTEGER NOT NULL,
    "step" INTEGER NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "replay_positions_pkey" PRIMARY KEY ("user_id","game_id")
);

-- CreateIndex
CREATE INDEX "replay_positions_game_id_idx" ON "replay_positions"("game_id");

-- AddForeignKey
ALTER TABLE "replay_positions" ADD CONSTRAINT "replay_positions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "replay_positions" ADD CONSTRAINT "replay_positions_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
