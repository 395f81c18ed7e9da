-- Web Push notifications (issue 36, docs/push.md): the players' subscriptions and opt-ins, the
-- push outbox (one row per event and subscription, made once by its key) and the site's VAPID
-- key pair when the operator sets none (made by the first process to start, read by all).

-- CreateEnum
CREATE TYPE "PushStatus" AS ENUM ('PENDING', 'SENDING', 'SENT', 'FAILED');

-- AlterTable
ALTER TABLE "users" ADD COLUMN "push_turn" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN "push_invited" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN "push_over" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN "push_chat" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN "push_tournament" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN "push_mail_wait_seconds" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "push_subscriptions" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "endpoint" VARCHAR(1024) NOT NULL,
    "p256dh" VARCHAR(120) NOT NULL,
    "auth" VARCHAR(60) NOT NULL,
    "device" VARCHAR(100),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_success_at" TIMESTAMPTZ(3),

    CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "push_messages" (
    "id" SERIAL NOT NULL,
    "key" VARCHAR(200) NOT NULL,
    "subscription_id" INTEGER NOT NULL,
    "kind" VARCHAR(32) NOT NULL,
    "payload" JSONB NOT NULL,
    "topic" VARCHAR(32),
    "urgency" VARCHAR(8) NOT NULL,
    "ttl_seconds" INTEGER NOT NULL,
    "status" "PushStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "claimed_until" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "push_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vapid_keys" (
    "id" INTEGER NOT NULL,
    "public_key" VARCHAR(100) NOT NULL,
    "private_key" VARCHAR(100) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vapid_keys_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions"("endpoint");

-- CreateIndex
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "push_messages_key_key" ON "push_messages"("key");

-- CreateIndex
CREATE INDEX "push_messages_subscription_id_idx" ON "push_messages"("subscription_id");

-- CreateIndex
CREATE INDEX "push_messages_status_created_at_idx" ON "push_messages"("status", "created_at");

-- AddForeignKey
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "push_messages" ADD CONSTRAINT "push_messages_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "push_subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
