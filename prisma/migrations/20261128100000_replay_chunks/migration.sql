-- Replays of finished games from checkpoints (issue 17): every REPLAY_CHUNK steps the state, with
-- the moves and the log lines (everything revealed) of the steps up to the next checkpoint. Any
-- step is then one read of a row or two and a few moves applied; no process keeps a game's
-- states. Written when the game finishes (or at its first replay); a finished game never changes.

-- CreateTable
CREATE TABLE "replay_chunks" (
    "game_id" INTEGER NOT NULL,
    "step" INTEGER NOT NULL,
    "state" JSONB NOT NULL,
    "moves" JSONB NOT NULL,
    "lines" JSONB NOT NULL,
    "steps" INTEGER NOT NULL,
    "hash_ok" BOOLEAN NOT NULL,

    CONSTRAINT "replay_chunks_pkey" PRIMARY KEY ("game_id","step")
);

-- AddForeignKey
ALTER TABLE "replay_chunks" ADD CONSTRAINT "replay_chunks_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
