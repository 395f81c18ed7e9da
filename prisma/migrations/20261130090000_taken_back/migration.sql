-- The moves a take-back undid, marked (issue 30): a reader's take-back tail and a take-back read
-- only the live moves they need, however many moves were taken back before.

-- AlterTable
ALTER TABLE "moves" ADD COLUMN "taken_back" BOOLEAN NOT NULL DEFAULT false;

-- The moves undone by the take-backs already in the log (an UNDO entry's payload: {seq}, or {seq, seqs})
UPDATE "moves" m SET "taken_back" = true
FROM "moves" u
WHERE u."kind" = 'UNDO' AND u."game_id" = m."game_id" AND m."kind" = 'MOVE'
  AND m."seq" IN (SELECT (jsonb_array_elements_text(coalesce(u."payload" -> 'seqs', jsonb_build_array(u."payload" -> 'seq'))))::int);

-- The live moves by index: a seat's newest, and those from there on (Prisma's schema cannot
-- say a partial index: it is named in schema.prisma's comment on the field)
CREATE INDEX "moves_live_idx" ON "moves" ("game_id", "seq") WHERE "kind" = 'MOVE' AND NOT "taken_back";
