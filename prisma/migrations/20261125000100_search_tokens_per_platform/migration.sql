-- Keyword search (issue 13): one token index per platform (PLATFORM in lib/codes.ts: 1688, Taobao, JD).
-- A search reads only its platform's matches: at 1,000,000 goods half the token bitmap and half the heap
-- visits of the single index (docs/performance.md "Keyword search with the cap"). Prisma's schema cannot
-- declare partial indexes; prisma/schema.prisma names them in a comment.
DROP INDEX IF EXISTS "goods_search_tokens_idx";

CREATE INDEX "goods_search_tokens_p1_idx" ON "goods" USING GIN ("search_tokens") WHERE "platform" = 1;
CREATE INDEX "goods_search_tokens_p2_idx" ON "goods" USING GIN ("search_tokens") WHERE "platform" = 2;
CREATE INDEX "goods_search_tokens_p3_idx" ON "goods" USING GIN ("search_tokens") WHERE "platform" = 3;
