-- AlterTable
ALTER TABLE "uploaded_file" ADD COLUMN     "picture_hash" VARCHAR(16);

