-- AlterTable
ALTER TABLE "withdrawal" ADD COLUMN     "holder_id_card" VARCHAR(18),
ADD COLUMN     "holder_mobile" VARCHAR(32);
