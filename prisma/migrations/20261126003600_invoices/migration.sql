-- Qualified invoices (適格請求書; issue 30, docs/invoices.md). An invoice is written once and never changed:
-- a correction is a new invoice referring to the one it corrects (corrects_id). Numbers come from one counter
-- row per yearly series, taken in the issuing transaction (lib/invoices/numbering.ts), so they have no gaps.
CREATE TABLE "invoice_counter" (
  "series" VARCHAR(16) NOT NULL,
  "last_seq" INTEGER NOT NULL,
  CONSTRAINT "invoice_counter_pkey" PRIMARY KEY ("series")
);

CREATE TABLE "invoice" (
  "id" SERIAL NOT NULL,
  "number" VARCHAR(24) NOT NULL,
  "series" VARCHAR(16) NOT NULL,
  "seq" INTEGER NOT NULL,
  "customer_id" INTEGER NOT NULL,
  "kind" VARCHAR(16) NOT NULL,
  "order_id" INTEGER,
  "container_id" INTEGER,
  "transaction_id" INTEGER,
  "corrects_id" INTEGER,
  "transaction_date" TIMESTAMP(3) NOT NULL,
  "issued_at" TIMESTAMP(3) NOT NULL,
  "recipient_name" VARCHAR(128) NOT NULL,
  "recipient_is_company" BOOLEAN NOT NULL,
  "issuer_name" VARCHAR(128) NOT NULL,
  "issuer_registration_no" VARCHAR(14) NOT NULL,
  "issuer_address" VARCHAR(255) NOT NULL,
  "lines" JSONB NOT NULL,
  "summary" JSONB NOT NULL,
  "total_yen" INTEGER NOT NULL,
  "tax_yen" INTEGER NOT NULL,
  CONSTRAINT "invoice_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "invoice_kind_check" CHECK ("kind" IN ('orderPayment', 'packingListBill', 'other')),
  CONSTRAINT "invoice_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE,
  CONSTRAINT "invoice_transaction_id_fkey" FOREIGN KEY ("transaction_id") REFERENCES "account_transaction"("id") ON DELETE RESTRICT ON UPDATE CASCADE,
  CONSTRAINT "invoice_corrects_id_fkey" FOREIGN KEY ("corrects_id") REFERENCES "invoice"("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "invoice_number_key" ON "invoice"("number");
CREATE UNIQUE INDEX "invoice_series_seq_key" ON "invoice"("series", "seq");
CREATE UNIQUE INDEX "invoice_transaction_id_key" ON "invoice"("transaction_id");
CREATE INDEX "invoice_customer_id_issued_at_idx" ON "invoice"("customer_id", "issued_at");
CREATE INDEX "invoice_corrects_id_idx" ON "invoice"("corrects_id");

-- Issued means final: the database itself refuses to change or delete an invoice.
CREATE FUNCTION "invoice_immutable"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'invoice % is issued and cannot be changed; issue a correction instead', OLD."number";
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER "invoice_immutable" BEFORE UPDATE OR DELETE ON "invoice"
  FOR EACH ROW EXECUTE FUNCTION "invoice_immutable"();
