-- The packing desk at 1,000,000 orders (issue 29, docs/performance.md "Warehouse floor (issue 29)"): its tab's page
-- and its search read a few index entries instead of every packing list of the step.

-- The "pack" tab lists two statuses, awaiting packing and packing, oldest first. "container_status_created_at_idx"
-- gives each status in order but not the two together, so PostgreSQL read every packing list of the tab and sorted
-- them for a page of 20. This index holds only the packing lists waiting at the bench (they leave it once packed)
-- in the tab's order; the other tabs are one status each and that index serves them. Not in schema.prisma: Prisma
-- cannot declare a partial index.
CREATE INDEX "container_pack_created_at_id_idx" ON "container"("created_at", "id") WHERE "status" IN (0, 6);

-- The search finds a packing list by one of its boxes' tracking numbers: without an index every box of the shop.
CREATE INDEX "container_box_tracking_no_idx" ON "container_box"("tracking_no");

-- The search by the start of a packing-list number (LIKE 'PL0001%'): the unique index on container_no serves LIKE
-- only under the C collation, pattern ops under any. Not in schema.prisma: Prisma declares ops for GIN/GiST only.
CREATE INDEX "container_container_no_pattern_idx" ON "container"("container_no" varchar_pattern_ops);

-- Sellers found by part of their e-mail (every desk's search: `email contains`), as goods are by part of their
-- text: trigrams (pg_trgm, migration 20261123000100), instead of reading every seller.
CREATE INDEX "customer_email_trgm_idx" ON "customer" USING GIN ("email" gin_trgm_ops);
