-- The rate limits' counters in the form rate-limiter-flexible's PostgreSQL store keeps them
-- (one statement per count, on the site's pool): expire in milliseconds since 1970. The counters
-- are short-lived: the old ones are dropped, not converted.
DROP TABLE "rate_limits";

-- CreateTable
CREATE TABLE "rate_limits" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits"("expire");
