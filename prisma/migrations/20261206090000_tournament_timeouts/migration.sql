-- What happens to a seat of a tournament's game whose time runs out (docs/tournaments.md, "Timeouts"):
-- forfeit (the robot plays on, the player ranks last at his table) or robot (the robot plays for him and his result counts).
-- CreateEnum
CREATE TYPE "TournamentTimeouts" AS ENUM ('forfeit', 'robot');

-- AlterTable
ALTER TABLE "tournaments" ADD COLUMN "timeouts" "TournamentTimeouts" NOT NULL DEFAULT 'forfeit';
