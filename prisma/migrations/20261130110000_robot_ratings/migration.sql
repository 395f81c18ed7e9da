-- A fair first game (issue 31): a game with a robot in any seat is rated only when its creator
-- chose so (games.robots_rated); the robots' rating is kept per game (robot_ratings), since their
-- strength differs by game. The games created before keep the rule they were created under (a
-- finished game with robots was rated): they are marked robots_rated.

-- AlterTable
ALTER TABLE "games" ADD COLUMN "robots_rated" BOOLEAN NOT NULL DEFAULT false;
UPDATE "games" SET "robots_rated" = true;

-- CreateTable
CREATE TABLE "robot_ratings" (
    "game_type" VARCHAR(32) NOT NULL,
    "mu" DOUBLE PRECISION NOT NULL,
    "sigma" DOUBLE PRECISION NOT NULL,
    "ordinal" DOUBLE PRECISION NOT NULL,
    "games" INTEGER NOT NULL DEFAULT 0,
    "wins" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "robot_ratings_pkey" PRIMARY KEY ("game_type")
);
