-- The receiving desk's expected arrivals (lib/warehouse/receiving.ts listExpectedArrivals): per awaiting-arrival
-- status, the orders in the order the supplier shipped them, read a page at a time at any size of the shop.
CREATE INDEX "orders_order_status_shipped_at_id_idx" ON "orders"("order_status", "shipped_at", "id");
