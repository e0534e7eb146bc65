-- AlterTable
ALTER TABLE "session" ADD COLUMN     "password_proved_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "email_change" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "old_email" VARCHAR(254) NOT NULL,
    "new_email" VARCHAR(254) NOT NULL,
    "undo_token_hash" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "undone_at" TIMESTAMP(3),

    CONSTRAINT "email_change_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "email_change_undo_token_hash_key" ON "email_change"("undo_token_hash");

-- CreateIndex
CREATE INDEX "email_change_customer_id_created_at_idx" ON "email_change"("customer_id", "created_at");

-- AddForeignKey
ALTER TABLE "email_change" ADD CONSTRAINT "email_change_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
