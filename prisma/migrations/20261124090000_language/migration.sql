-- Languages: the one a player reads the site and his mails in (null: his browser's, else English).

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "language" VARCHAR(8);
