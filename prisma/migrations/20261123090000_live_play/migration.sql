-- Live play: what each player has seen of a game (the "since your last visit" summary, the grace
-- of turn mails), whether he is watching it live, the news lines of each log entry, and the
-- player's time zone.

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "time_zone" VARCHAR(64);

-- AlterTable
ALTER TABLE "seats" ADD COLUMN     "seen_seq" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "live_until" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "moves" ADD COLUMN     "news" JSONB;

-- Existing games: their players have seen them as they are now (no flood of old news).
UPDATE "seats" SET "seen_seq" = "games"."seq" FROM "games" WHERE "games"."id" = "seats"."game_id";
