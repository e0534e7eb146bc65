-- Storage fees (issue 28, docs/jobs.md "Storage fees"): one row per order and period after the free days, paid
-- from the balance (its ledger row) or carried as an amount due until a packing-list bill takes it. The unique
-- key keeps a retried or doubled job from charging a period twice.
CREATE TABLE "storage_charge" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "period" INTEGER NOT NULL,
    "period_start" TIMESTAMP(3) NOT NULL,
    "amount_yen" INTEGER NOT NULL,
    "transaction_id" INTEGER,
    "container_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "storage_charge_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "storage_charge_amount_check" CHECK ("amount_yen" > 0)
);

-- CreateIndex
CREATE INDEX "storage_charge_customer_id_created_at_idx" ON "storage_charge"("customer_id", "created_at");

-- CreateIndex
CREATE INDEX "storage_charge_container_id_idx" ON "storage_charge"("container_id");

-- CreateIndex
CREATE UNIQUE INDEX "storage_charge_order_id_period_key" ON "storage_charge"("order_id", "period");
