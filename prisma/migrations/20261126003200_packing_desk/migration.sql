-- The warehouse floor's inspection measurements and the packing desk's charges after dispatch (issue 29,
-- docs/warehouse.md "Inspection", docs/shipping.md "After dispatch").
ALTER TABLE "order_line"
  ADD COLUMN "measured_weight_grams" INTEGER,
  ADD COLUMN "measured_length_cm" INTEGER,
  ADD COLUMN "measured_width_cm" INTEGER,
  ADD COLUMN "measured_height_cm" INTEGER;

CREATE TABLE "container_charge" (
  "id" SERIAL NOT NULL,
  "container_id" INTEGER NOT NULL,
  "type" INTEGER NOT NULL,
  "amount_yen" INTEGER NOT NULL,
  "carrier_grams" INTEGER,
  "carrier_freight_yen" INTEGER,
  "billed_grams" INTEGER,
  "billed_freight_yen" INTEGER,
  "duty_yen" INTEGER,
  "consumption_tax_yen" INTEGER,
  "local_tax_yen" INTEGER,
  "declaration_no" VARCHAR(32),
  "reason" VARCHAR(500) NOT NULL,
  "transaction_id" INTEGER,
  "staff_id" INTEGER,
  "idempotency_key" VARCHAR(64),
  "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "container_charge_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "container_charge_container_id_fkey" FOREIGN KEY ("container_id") REFERENCES "container"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "container_charge_container_id_idempotency_key_key" ON "container_charge"("container_id", "idempotency_key");
CREATE INDEX "container_charge_container_id_idx" ON "container_charge"("container_id");
