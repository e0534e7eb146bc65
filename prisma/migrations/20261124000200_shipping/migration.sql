-- DropForeignKey
ALTER TABLE "label" DROP CONSTRAINT "label_order_line_id_fkey";

-- DropIndex
DROP INDEX "label_order_line_id_idx";

-- AlterTable
ALTER TABLE "container" ADD COLUMN     "billed_at" TIMESTAMP(3),
ADD COLUMN     "cancelled_at" TIMESTAMP(3),
ADD COLUMN     "carrier" VARCHAR(16),
ADD COLUMN     "charge_grams" INTEGER,
ADD COLUMN     "confirmed_at" TIMESTAMP(3),
ADD COLUMN     "customs_cleared_at" TIMESTAMP(3),
ADD COLUMN     "estimate_grams" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "estimate_yen" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "fba_warehouse_code" VARCHAR(8),
ADD COLUMN     "idempotency_key" VARCHAR(64),
ADD COLUMN     "packed_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "container_line" DROP COLUMN "box_no",
ADD COLUMN     "needs_trade_label" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "label" DROP COLUMN "order_line_id",
ADD COLUMN     "name" VARCHAR(255),
ADD COLUMN     "order_line_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- CreateTable
CREATE TABLE "container_status_log" (
    "id" SERIAL NOT NULL,
    "container_id" INTEGER NOT NULL,
    "from_status" INTEGER,
    "to_status" INTEGER NOT NULL,
    "actor" VARCHAR(16) NOT NULL,
    "note" VARCHAR(500),
    "note_key" VARCHAR(96),
    "note_params" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "container_status_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "container_fee" (
    "id" SERIAL NOT NULL,
    "container_id" INTEGER NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unit_yen" INTEGER NOT NULL,
    "amount_yen" INTEGER NOT NULL,
    "note_key" VARCHAR(96),
    "note_params" JSONB,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "container_fee_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "container_box_item" (
    "id" SERIAL NOT NULL,
    "box_id" INTEGER NOT NULL,
    "container_line_id" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,

    CONSTRAINT "container_box_item_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "container_status_log_container_id_created_at_idx" ON "container_status_log"("container_id", "created_at");

-- CreateIndex
CREATE INDEX "container_fee_container_id_idx" ON "container_fee"("container_id");

-- CreateIndex
CREATE INDEX "container_box_item_box_id_idx" ON "container_box_item"("box_id");

-- CreateIndex
CREATE INDEX "container_box_item_container_line_id_idx" ON "container_box_item"("container_line_id");

-- CreateIndex
CREATE INDEX "container_customer_id_created_at_idx" ON "container"("customer_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "container_customer_id_idempotency_key_key" ON "container"("customer_id", "idempotency_key");

-- AddForeignKey
ALTER TABLE "container_status_log" ADD CONSTRAINT "container_status_log_container_id_fkey" FOREIGN KEY ("container_id") REFERENCES "container"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_fee" ADD CONSTRAINT "container_fee_container_id_fkey" FOREIGN KEY ("container_id") REFERENCES "container"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_box_item" ADD CONSTRAINT "container_box_item_box_id_fkey" FOREIGN KEY ("box_id") REFERENCES "container_box"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_box_item" ADD CONSTRAINT "container_box_item_container_line_id_fkey" FOREIGN KEY ("container_line_id") REFERENCES "container_line"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Quantities and money of packing lists never go negative, whatever writes them (docs/shipping.md).
ALTER TABLE "container_line" ADD CONSTRAINT "container_line_quantity_check" CHECK ("quantity" > 0);
ALTER TABLE "container_box_item" ADD CONSTRAINT "container_box_item_quantity_check" CHECK ("quantity" > 0);
ALTER TABLE "container_fee" ADD CONSTRAINT "container_fee_amount_check" CHECK ("quantity" >= 0 AND "amount_yen" >= 0);
