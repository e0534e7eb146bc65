-- The packing desk's tabs (issue 29, docs/performance.md "Warehouse floor"): with the id in the index the capped
-- count of a tab and its page are read from the index alone, in the page's order, at any size of the shop.
CREATE INDEX "container_status_created_at_id_idx" ON "container"("status", "created_at", "id");
DROP INDEX "container_status_created_at_idx";
