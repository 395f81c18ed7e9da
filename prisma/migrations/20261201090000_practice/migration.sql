-- Practice games (issue 31, point 5): a game started from a position of a finished game
-- ("Practice from here") or fresh from a rules page ("Practice against robots"), unrated, the
-- player against robots. games.start holds the position it starts from: the finished game's
-- moves up to the step and the fresh deal of what the player's seat could not see there
-- ({ "from": id, "step": n, "moves": [{ "seat", "move" }], "redeal": { "seat", "seed" } }).

-- AlterTable
ALTER TABLE "games" ADD COLUMN "practice" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "start" JSONB;
