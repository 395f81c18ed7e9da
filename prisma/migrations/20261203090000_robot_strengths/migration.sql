-- Robots at three strengths (issue 33): each robot seat has its strength, a seat's result keeps
-- it, and the robots' rating is kept per game and strength. The robots before this were the
-- normal robot: their seats, results and ratings become "normal".

-- CreateEnum
CREATE TYPE "RobotStrength" AS ENUM ('beginner', 'normal', 'strong');

-- AlterTable
ALTER TABLE "seats" ADD COLUMN "robot_strength" "RobotStrength";
UPDATE "seats" SET "robot_strength" = 'normal' WHERE "kind" = 'ROBOT';

-- AlterTable
ALTER TABLE "seat_results" ADD COLUMN "robot_strength" "RobotStrength";
UPDATE "seat_results" SET "robot_strength" = 'normal' WHERE "robot";

-- AlterTable
ALTER TABLE "robot_ratings" ADD COLUMN "strength" "RobotStrength" NOT NULL DEFAULT 'normal',
DROP CONSTRAINT "robot_ratings_pkey",
ADD CONSTRAINT "robot_ratings_pkey" PRIMARY KEY ("game_type", "strength");
