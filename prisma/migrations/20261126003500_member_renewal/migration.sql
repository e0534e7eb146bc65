-- Member plans bought by the seller (issue 30, docs/members.md). Each membership period may renew
-- itself from the balance when it ends (the daily "member-plans" job); the seller turns that off and on. A period
-- bought from the balance names its ledger row (membership fee, type 15): a repeated purchase request answers
-- the period its first request bought (like storage_charge.transaction_id, no foreign key: the ledger is never
-- deleted). Periods from before this (the demo's) have none.
ALTER TABLE "customer_member" ADD COLUMN "auto_renew" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "customer_member" ADD COLUMN "transaction_id" INTEGER;

CREATE UNIQUE INDEX "customer_member_transaction_id_key" ON "customer_member"("transaction_id");
