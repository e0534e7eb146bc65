-- The finance desk's download of every customer's account records of a period (lib/wallet/ledger-export.ts):
-- the period's rows oldest first, a batch at a time after the last one read, without scanning the whole ledger.
CREATE INDEX "account_transaction_created_at_id_idx" ON "account_transaction"("created_at", "id");
