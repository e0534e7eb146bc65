-- The customs papers' lines as the seller writes them before dispatch (issue 30, docs/customs-papers.md):
-- an English description, material, use, HS code and country of origin per packing-list line.
ALTER TABLE "container_line" ADD COLUMN "description_en" VARCHAR(500);
ALTER TABLE "container_line" ADD COLUMN "material" VARCHAR(128);
ALTER TABLE "container_line" ADD COLUMN "goods_use" VARCHAR(128);
ALTER TABLE "container_line" ADD COLUMN "hs_code" VARCHAR(13);
ALTER TABLE "container_line" ADD COLUMN "origin_country" CHAR(2);
