-- AlterTable
ALTER TABLE "container" ADD COLUMN     "payment_method" INTEGER;

-- AlterTable
ALTER TABLE "top_up" ADD COLUMN     "pay_container_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "pay_order_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[];


-- Bills paid before the column existed were paid from the balance.
UPDATE "container" SET "payment_method" = 0 WHERE "paid_at" IS NOT NULL;
