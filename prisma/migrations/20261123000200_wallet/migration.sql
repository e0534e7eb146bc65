-- Wallet (issue 4): idempotency keys are unique per customer (not across customers), PayPal capture id and
-- the reason of a cancelled top-up are recorded, and the database itself refuses a negative balance.

-- DropIndex
DROP INDEX "account_transaction_idempotency_key_key";

-- DropIndex
DROP INDEX "top_up_idempotency_key_key";

-- DropIndex
DROP INDEX "withdrawal_idempotency_key_key";

-- AlterTable
ALTER TABLE "top_up" ADD COLUMN     "cancel_reason" VARCHAR(16),
ADD COLUMN     "paypal_capture_id" VARCHAR(64);

-- CreateIndex
CREATE UNIQUE INDEX "account_transaction_customer_id_idempotency_key_key" ON "account_transaction"("customer_id", "idempotency_key");

-- CreateIndex
CREATE UNIQUE INDEX "top_up_paypal_capture_id_key" ON "top_up"("paypal_capture_id");

-- CreateIndex
CREATE UNIQUE INDEX "top_up_customer_id_idempotency_key_key" ON "top_up"("customer_id", "idempotency_key");

-- CreateIndex
CREATE UNIQUE INDEX "withdrawal_customer_id_idempotency_key_key" ON "withdrawal"("customer_id", "idempotency_key");

-- Last line of defence behind the row-locked checks of lib/wallet/ledger.ts (Prisma does not model CHECKs).
ALTER TABLE "customer" ADD CONSTRAINT "customer_balance_not_negative" CHECK ("balance_yen" >= 0 AND "frozen_yen" >= 0);
ALTER TABLE "account_transaction" ADD CONSTRAINT "account_transaction_amount_valid" CHECK ("amount_yen" <> 0 AND "balance_after_yen" >= 0);
