-- The seller's company details for qualified invoices and customs papers (issue 30, docs/company.md):
-- one row per customer, written by POST /shop/company/updateInfo.
CREATE TABLE "customer_company" (
  "id" SERIAL NOT NULL,
  "customer_id" INTEGER NOT NULL,
  "company_name" VARCHAR(128) NOT NULL,
  "corporate_id" VARCHAR(13),
  "naccs_account" VARCHAR(32),
  "postal_code" VARCHAR(8) NOT NULL,
  "region_id" INTEGER NOT NULL,
  "address" VARCHAR(255) NOT NULL,
  "phone" VARCHAR(32) NOT NULL,
  "invoice_recipient_name" VARCHAR(128) NOT NULL,
  "invoice_registration_no" VARCHAR(14),
  "updated_at" TIMESTAMP(3) NOT NULL,
  CONSTRAINT "customer_company_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "customer_company_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "customer_company_region_id_fkey" FOREIGN KEY ("region_id") REFERENCES "region"("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "customer_company_customer_id_key" ON "customer_company"("customer_id");
