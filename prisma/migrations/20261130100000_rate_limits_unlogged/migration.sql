-- The rate limits' counters need no durability (issue 30): an unlogged table writes no WAL, so
-- the upsert every move and game action makes commits without waiting for a WAL flush. After a
-- crash of PostgreSQL the counters start again from zero, as after their window.
ALTER TABLE "rate_limits" SET UNLOGGED;
