-- Open live event streams (issue 32, finding 5): one row per stream a web process holds, so that
-- the caps per browser session and per address hold across every web process. Each process
-- renews its rows' seen_at with the streams' heartbeat; rows it stopped renewing (a killed
-- process) no longer count and are deleted. UNLOGGED: no WAL for these short-lived rows; after a
-- crash of PostgreSQL the table is empty, and the streams it held had to reconnect anyway.

-- CreateTable
CREATE UNLOGGED TABLE "live_streams" (
    "id" VARCHAR(36) NOT NULL,
    "process_id" VARCHAR(36) NOT NULL,
    "address" VARCHAR(64) NOT NULL,
    "session" VARCHAR(64) NOT NULL,
    "opened_at" TIMESTAMPTZ(3) NOT NULL,
    "seen_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "live_streams_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "live_streams_address_idx" ON "live_streams"("address");

-- CreateIndex
CREATE INDEX "live_streams_session_idx" ON "live_streams"("session");

-- CreateIndex
CREATE INDEX "live_streams_process_id_idx" ON "live_streams"("process_id");
