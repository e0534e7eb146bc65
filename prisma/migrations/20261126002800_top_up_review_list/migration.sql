-- The finance desk's top-up list (lib/wallet/finance-desk.ts listReviewTopUps; docs/performance.md "Staff
-- dashboard"): a status's page is the first entries of this index in the list's order (oldest pending first,
-- decided ones newest first) instead of a sort of every top-up of that status, and its count, which stops at
-- LIMITS.deskListCountCap, reads it without the table: payment_method is included for the pending filter (bank
-- transfers only). Not in schema.prisma: Prisma cannot declare INCLUDE.
CREATE INDEX "top_up_review_status_created_at_id_idx" ON "top_up"("review_status", "created_at", "id")
  INCLUDE ("payment_method");

-- The list shows each slip's file type and name, looked up by the slip's URL: without an index that reads every
-- uploaded file of the shop (slips, message attachments, pictures) for each page.
CREATE INDEX "uploaded_file_url_idx" ON "uploaded_file"("url");
