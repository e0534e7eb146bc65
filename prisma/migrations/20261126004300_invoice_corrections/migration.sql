-- Corrections of qualified invoices (issue 30, docs/invoices.md "Corrections"). A correction is a new invoice
-- naming the one it corrects (corrects_id) and, since transaction_id is unique to the original, its payment in a
-- column of its own: the invoice of a payment in force is the newest row naming the payment either way.
ALTER TABLE "invoice" ADD COLUMN "payment_transaction_id" INTEGER;
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_payment_transaction_id_fkey" FOREIGN KEY ("payment_transaction_id") REFERENCES "account_transaction"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
CREATE INDEX "invoice_payment_transaction_id_id_idx" ON "invoice"("payment_transaction_id", "id");

-- An original names its payment in transaction_id and corrects nothing; a correction names the invoice it
-- corrects and its payment in payment_transaction_id, never in transaction_id.
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_correction_check" CHECK (
  ("corrects_id" IS NULL AND "payment_transaction_id" IS NULL)
  OR ("corrects_id" IS NOT NULL AND "payment_transaction_id" IS NOT NULL AND "transaction_id" IS NULL)
);
