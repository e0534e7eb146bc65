-- Keyword search (issue 13): a second token index per platform over a quarter of the goods, chosen by a hash
-- of the id. More than 1,000 matches among that quarter prove that a keyword has more than the result cap
-- (1,000) without building the bitmap of all its matches: at 1,000,000 goods a quarter of the bitmap
-- (docs/performance.md "Keyword search with the cap"). The predicate must stay exactly as
-- `TOKEN_SAMPLE` in lib/goods/providers/catalogue.ts writes it, or the planner cannot use these indexes.
CREATE INDEX "goods_search_tokens_p1_sample_idx" ON "goods" USING GIN ("search_tokens")
  WHERE "platform" = 1 AND (hashint4("id") & 3) = 0;
CREATE INDEX "goods_search_tokens_p2_sample_idx" ON "goods" USING GIN ("search_tokens")
  WHERE "platform" = 2 AND (hashint4("id") & 3) = 0;
CREATE INDEX "goods_search_tokens_p3_sample_idx" ON "goods" USING GIN ("search_tokens")
  WHERE "platform" = 3 AND (hashint4("id") & 3) = 0;
