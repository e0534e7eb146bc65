-- Private files (issue 27, docs/decisions.md "Private files"): an uploaded file is served only to the seller
-- who owns it, unless it is public (image-search pictures). `customer_id` stays the uploader (the upload
-- quota counts it; null = the agent's staff); `owner_id` is who may read it.
ALTER TABLE "uploaded_file" ADD COLUMN     "is_public" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "owner_id" INTEGER;

-- CreateIndex
CREATE INDEX "uploaded_file_owner_id_idx" ON "uploaded_file"("owner_id");

-- AddForeignKey
ALTER TABLE "uploaded_file" ADD CONSTRAINT "uploaded_file_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "customer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Owners of the files stored before: a seller's upload is theirs. Image-search pictures were uploaded as
-- "shopmall" like anything else the spec's client sends, so no old file can be told apart as one: every old
-- file becomes private (search still reads them on the server; only their thumbnail is the uploader's alone).
UPDATE "uploaded_file" SET "owner_id" = "customer_id" WHERE "customer_id" IS NOT NULL;

-- Inspection photos belong to the seller of the order they were recorded for: the line's photos, then the
-- defects' photos. A photo stored but never recorded keeps no owner (staff only).
UPDATE "uploaded_file" f SET "owner_id" = o."customer_id"
FROM "order_line" l JOIN "orders" o ON o."id" = l."order_id"
WHERE f."modular" = 'inspection' AND f."owner_id" IS NULL AND f."url" = ANY (l."inspection_images");

UPDATE "uploaded_file" f SET "owner_id" = p."customer_id"
FROM "problem" p
WHERE f."modular" = 'inspection' AND f."owner_id" IS NULL AND f."url" = ANY (p."images");
