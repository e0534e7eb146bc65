-- AlterTable
ALTER TABLE "account_transaction" ADD COLUMN     "remark_key" VARCHAR(96),
ADD COLUMN     "remark_params" JSONB;

-- AlterTable
ALTER TABLE "feedback" ADD COLUMN     "problem_id" INTEGER,
ADD COLUMN     "read_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "message" ADD COLUMN     "link" VARCHAR(255),
ADD COLUMN     "text_key" VARCHAR(96),
ADD COLUMN     "text_params" JSONB;

-- AlterTable
ALTER TABLE "order_line" ADD COLUMN     "inspection_images" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "passed_qty" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "purchase_unit_fen" INTEGER;

-- AlterTable
ALTER TABLE "order_status_log" ADD COLUMN     "note_key" VARCHAR(96),
ADD COLUMN     "note_params" JSONB;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "arrived_at" TIMESTAMP(3),
ADD COLUMN     "domestic_carrier" VARCHAR(32),
ADD COLUMN     "domestic_tracking_no" VARCHAR(64),
ADD COLUMN     "inspected_at" TIMESTAMP(3),
ADD COLUMN     "inventory_status" INTEGER,
ADD COLUMN     "parent_order_id" INTEGER,
ADD COLUMN     "purchase_amount_fen" INTEGER,
ADD COLUMN     "purchase_refund_yen" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "purchased_at" TIMESTAMP(3),
ADD COLUMN     "shipped_at" TIMESTAMP(3),
ADD COLUMN     "storage_type" INTEGER,
ADD COLUMN     "stored_at" TIMESTAMP(3),
ADD COLUMN     "supplier_order_no" VARCHAR(64);

-- AlterTable
ALTER TABLE "problem" ADD COLUMN     "agent_reply" VARCHAR(500),
ADD COLUMN     "applied_at" TIMESTAMP(3),
ADD COLUMN     "apply_files" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "apply_note" VARCHAR(500),
ADD COLUMN     "apply_quantity" INTEGER,
ADD COLUMN     "fee_paid_at" TIMESTAMP(3),
ADD COLUMN     "fee_quoted_at" TIMESTAMP(3),
ADD COLUMN     "refund_yen" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "problem_customer_id_created_at_idx" ON "problem"("customer_id", "created_at");

-- CreateIndex
CREATE INDEX "problem_customer_id_problem_type_created_at_idx" ON "problem"("customer_id", "problem_type", "created_at");

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_parent_order_id_fkey" FOREIGN KEY ("parent_order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_problem_id_fkey" FOREIGN KEY ("problem_id") REFERENCES "problem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Warehouse counters of a line stay consistent whatever writes them (docs/warehouse.md).
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_warehouse_qty_check" CHECK (
  "arrived_qty" >= 0 AND "checked_qty" >= 0 AND "passed_qty" >= 0 AND "bad_qty" >= 0
  AND "checked_qty" = "passed_qty" + "bad_qty" AND "checked_qty" <= "arrived_qty"
);
ALTER TABLE "problem" ADD CONSTRAINT "problem_amounts_check" CHECK (
  "quantity" > 0 AND "fee_yen" >= 0 AND "refund_yen" >= 0
);
CREATE INDEX "orders_parent_order_id_idx" ON "orders"("parent_order_id");
CREATE INDEX "feedback_problem_id_idx" ON "feedback"("problem_id");
