-- Storage at the warehouse (issue 29, docs/warehouse.md "Inspection desk"): the shelf/bin an order's goods lie on,
-- set when storing and moved later. A scanned location label answers "which orders are here?" without reading
-- every order of the shop.
ALTER TABLE "orders" ADD COLUMN "location_code" VARCHAR(32);
CREATE INDEX "orders_location_code_idx" ON "orders"("location_code");
