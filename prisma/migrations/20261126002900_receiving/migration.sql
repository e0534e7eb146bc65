-- Receiving at the warehouse (issue 29, docs/warehouse.md "Receiving"). A scanned domestic tracking number finds
-- its orders: without an index that reads every order of the shop for each scan.
CREATE INDEX "orders_domestic_tracking_no_idx" ON "orders"("domestic_tracking_no");

-- A parcel whose tracking number matches no order: kept with what its label and the scale say until staff match
-- it to an order (the arrival is then recorded as for a scanned one), flagged when it stays open too long.
CREATE TABLE "unmatched_arrival" (
    "id" SERIAL NOT NULL,
    "tracking_no" VARCHAR(64) NOT NULL,
    "carrier" VARCHAR(32),
    "label_text" VARCHAR(1000),
    "weight_grams" INTEGER NOT NULL,
    "photo_url" VARCHAR(1024),
    "recorded_by_staff_id" INTEGER,
    "recorded_by" VARCHAR(254) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "matched_order_id" INTEGER,
    "matched_at" TIMESTAMP(3),
    "matched_by_staff_id" INTEGER,
    "matched_by" VARCHAR(254),
    "flagged_at" TIMESTAMP(3),

    CONSTRAINT "unmatched_arrival_pkey" PRIMARY KEY ("id")
);

-- One open row per tracking number: a second submit of the same parcel finds the first instead of a twin.
CREATE UNIQUE INDEX "unmatched_arrival_open_tracking_no_key" ON "unmatched_arrival"("tracking_no")
  WHERE "matched_at" IS NULL;
-- The open tab (oldest first), the dashboard's count and oldest, and the flag job: only the open rows.
CREATE INDEX "unmatched_arrival_open_created_at_idx" ON "unmatched_arrival"("created_at", "id")
  WHERE "matched_at" IS NULL;
-- The matched tab, newest match first.
CREATE INDEX "unmatched_arrival_matched_at_idx" ON "unmatched_arrival"("matched_at" DESC, "id" DESC)
  WHERE "matched_at" IS NOT NULL;
CREATE INDEX "unmatched_arrival_matched_order_id_idx" ON "unmatched_arrival"("matched_order_id");

-- AddForeignKey
ALTER TABLE "unmatched_arrival" ADD CONSTRAINT "unmatched_arrival_recorded_by_staff_id_fkey" FOREIGN KEY ("recorded_by_staff_id") REFERENCES "staff_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "unmatched_arrival" ADD CONSTRAINT "unmatched_arrival_matched_by_staff_id_fkey" FOREIGN KEY ("matched_by_staff_id") REFERENCES "staff_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "unmatched_arrival" ADD CONSTRAINT "unmatched_arrival_matched_order_id_fkey" FOREIGN KEY ("matched_order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;
