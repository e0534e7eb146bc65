-- Catalogue search (issue 3): trigram similarity on normalised titles, token containment for
-- CJK/Hangul bigrams and Latin word prefixes, and category browse by sales.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- AlterTable
ALTER TABLE "goods" ADD COLUMN     "search_text" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "search_tokens" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "goods_platform_category_id_sales_idx" ON "goods"("platform", "category_id", "sales");

-- CreateIndex (bulk seeds flush the GIN pending list afterwards: lib/seed/catalogue-store.ts)
CREATE INDEX "goods_search_tokens_idx" ON "goods" USING GIN ("search_tokens");

-- CreateIndex
CREATE INDEX "goods_search_text_idx" ON "goods" USING GIN ("search_text" gin_trgm_ops);
