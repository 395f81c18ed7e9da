-- Paging (issue 13): the finished games are listed the latest first, a page at a time; this index
-- gives the page (backwards: finished_at DESC, id DESC) without sorting every finished game.
-- The log's pages and the lobby's other lists already have theirs (moves' primary key
-- (game_id, seq); seats by user_id).

-- CreateIndex
CREATE INDEX "games_status_finished_at_id_idx" ON "games"("status", "finished_at", "id");
