-- CreateEnum
CREATE TYPE "GameStatus" AS ENUM ('OPEN', 'ACTIVE', 'FINISHED', 'ABORTED');

-- CreateEnum
CREATE TYPE "SeatKind" AS ENUM ('OPEN', 'INVITED', 'HUMAN', 'ROBOT');

-- CreateEnum
CREATE TYPE "MoveKind" AS ENUM ('MOVE', 'UNDO', 'EVENT');

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "username" VARCHAR(32) NOT NULL,
    "username_key" VARCHAR(32) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "password_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" CHAR(64) NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "games" (
    "id" SERIAL NOT NULL,
    "game_type" VARCHAR(32) NOT NULL,
    "rules_version" INTEGER NOT NULL,
    "options" JSONB NOT NULL,
    "seed" INTEGER NOT NULL,
    "num_seats" INTEGER NOT NULL,
    "status" "GameStatus" NOT NULL DEFAULT 'OPEN',
    "seq" INTEGER NOT NULL DEFAULT 0,
    "to_act" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "state" JSONB,
    "result" JSONB,
    "created_by_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "games_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seats" (
    "game_id" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "kind" "SeatKind" NOT NULL DEFAULT 'OPEN',
    "user_id" INTEGER,
    "auto_play" BOOLEAN NOT NULL DEFAULT false,
    "joined_at" TIMESTAMPTZ(3),

    CONSTRAINT "seats_pkey" PRIMARY KEY ("game_id","seat")
);

-- CreateTable
CREATE TABLE "moves" (
    "game_id" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "kind" "MoveKind" NOT NULL DEFAULT 'MOVE',
    "seat" INTEGER,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "state_hash" VARCHAR(64),
    "undoable" BOOLEAN NOT NULL DEFAULT false,
    "lines" JSONB NOT NULL DEFAULT '[]',

    CONSTRAINT "moves_pkey" PRIMARY KEY ("game_id","seq")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_username_key_key" ON "users"("username_key");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE INDEX "sessions_expires_at_idx" ON "sessions"("expires_at");

-- CreateIndex
CREATE INDEX "games_status_game_type_idx" ON "games"("status", "game_type");

-- CreateIndex
CREATE INDEX "seats_user_id_idx" ON "seats"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "seats_game_id_user_id_key" ON "seats"("game_id", "user_id");

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "games" ADD CONSTRAINT "games_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seats" ADD CONSTRAINT "seats_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seats" ADD CONSTRAINT "seats_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "moves" ADD CONSTRAINT "moves_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
