-- CreateEnum
CREATE TYPE "NotifyMode" AS ENUM ('EVERY_TURN', 'DAILY_DIGEST', 'NONE');

-- CreateEnum
CREATE TYPE "EmailStatus" AS ENUM ('PENDING', 'SENDING', 'SENT', 'FAILED');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "email_confirmed_at" TIMESTAMPTZ(3),
ADD COLUMN     "is_admin" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "notify_mode" "NotifyMode" NOT NULL DEFAULT 'EVERY_TURN',
ADD COLUMN     "vacation_since" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "games" ADD COLUMN     "deadline_days" INTEGER,
ADD COLUMN     "notified_seq" INTEGER NOT NULL DEFAULT -1;

-- AlterTable
ALTER TABLE "seats" ADD COLUMN     "decision_due_at" TIMESTAMPTZ(3),
ADD COLUMN     "deadline_at" TIMESTAMPTZ(3),
ADD COLUMN     "reminder_sent_at" TIMESTAMPTZ(3),
ADD COLUMN     "replaced" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "timed_out_at" TIMESTAMPTZ(3),
ADD COLUMN     "turn_seq" INTEGER,
ADD COLUMN     "turn_started_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "vacations" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "ended_at" TIMESTAMPTZ(3),

    CONSTRAINT "vacations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "emails" (
    "id" SERIAL NOT NULL,
    "key" VARCHAR(200) NOT NULL,
    "user_id" INTEGER,
    "kind" VARCHAR(32) NOT NULL,
    "to_address" VARCHAR(254) NOT NULL,
    "subject" VARCHAR(300) NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "headers" JSONB NOT NULL DEFAULT '{}',
    "message_id" VARCHAR(200) NOT NULL,
    "status" "EmailStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "claimed_until" TIMESTAMPTZ(3),
    "transport" VARCHAR(16),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "emails_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "failed_jobs" (
    "id" SERIAL NOT NULL,
    "queue" VARCHAR(64) NOT NULL,
    "data" JSONB NOT NULL,
    "error" TEXT NOT NULL,
    "failed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolved_at" TIMESTAMPTZ(3),
    "resolution" VARCHAR(16),

    CONSTRAINT "failed_jobs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "seats_deadline_at_idx" ON "seats"("deadline_at");

-- CreateIndex
CREATE INDEX "vacations_user_id_started_at_idx" ON "vacations"("user_id", "started_at");

-- CreateIndex
CREATE UNIQUE INDEX "emails_key_key" ON "emails"("key");

-- CreateIndex
CREATE INDEX "emails_status_created_at_idx" ON "emails"("status", "created_at");

-- CreateIndex
CREATE INDEX "emails_user_id_created_at_idx" ON "emails"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "failed_jobs_resolved_at_failed_at_idx" ON "failed_jobs"("resolved_at", "failed_at");

-- AddForeignKey
ALTER TABLE "vacations" ADD CONSTRAINT "vacations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "emails" ADD CONSTRAINT "emails_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
