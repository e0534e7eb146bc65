-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "commission_bp" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "member_plan_id" INTEGER;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_plan_id_fkey" FOREIGN KEY ("member_plan_id") REFERENCES "member_plan"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Orders placed before the snapshot: the rate their commission and goods amount imply.
UPDATE "orders" SET "commission_bp" = ROUND("commission_yen" * 10000.0 / "goods_amount_yen")
WHERE "goods_amount_yen" > 0;
