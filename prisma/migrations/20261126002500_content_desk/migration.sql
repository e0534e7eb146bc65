-- The content desk (issue 28, docs/staff.md "Content desk"): announcements and guide articles gain a version,
-- raised by every edit, so an edit made on a page loaded before someone else's save is refused instead of
-- overwriting it; and the key of the desk's "new" form, so a double submit creates one row, not two.
ALTER TABLE "announcement" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN "create_key" VARCHAR(64);

ALTER TABLE "guide_article" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN "create_key" VARCHAR(64);

-- CreateIndex
CREATE UNIQUE INDEX "announcement_create_key_key" ON "announcement"("create_key");

-- CreateIndex
CREATE UNIQUE INDEX "guide_article_create_key_key" ON "guide_article"("create_key");
