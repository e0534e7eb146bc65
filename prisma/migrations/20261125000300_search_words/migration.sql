-- The typo fallback (issue 13): every Latin word of the goods' search texts, once. A keyword that matches
-- nothing is corrected word by word against this vocabulary (pg_trgm), then searched again by tokens. Matching
-- the misspelt query against every title instead read tens of thousands of goods at 1,000,000 goods
-- (docs/performance.md "The typo fallback at 1,000,000 goods").
CREATE TABLE "search_word" ("word" TEXT NOT NULL PRIMARY KEY);
CREATE INDEX "search_word_trgm_idx" ON "search_word" USING GIN ("word" gin_trgm_ops);

-- The words of texts, added in word order, so that two transactions adding the same new words wait for
-- each other instead of deadlocking. Words of goods deleted or renamed stay: a correction to a word no goods
-- has any more finds nothing, as the misspelt word did.
CREATE FUNCTION "search_word_add"(texts TEXT[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_word" ("word")
  SELECT DISTINCT w FROM unnest(texts) AS t, regexp_split_to_table(t, ' ') AS w
  WHERE w ~ '^[a-z]{3,}$'
  ORDER BY w
  ON CONFLICT DO NOTHING
$$;

-- The texts a statement wrote. Every goods a provider answers in a search is written again, mostly with the
-- same titles: an update only adds the texts it changed.
CREATE FUNCTION "search_word_learn"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM "search_word_add"(ARRAY(
      SELECT n."search_text" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE n."search_text" IS DISTINCT FROM o."search_text"));
  ELSE
    PERFORM "search_word_add"(ARRAY(SELECT "search_text" FROM new_rows));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "goods_search_word_insert" AFTER INSERT ON "goods"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_word_learn"();
CREATE TRIGGER "goods_search_word_update" AFTER UPDATE ON "goods"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_word_learn"();

INSERT INTO "search_word" ("word")
SELECT DISTINCT w FROM "goods", regexp_split_to_table("search_text", ' ') AS w WHERE w ~ '^[a-z]{3,}$'
ON CONFLICT DO NOTHING;

-- Titles are no longer matched by trigrams: the vocabulary above replaces their index.
DROP INDEX IF EXISTS "goods_search_text_idx";
