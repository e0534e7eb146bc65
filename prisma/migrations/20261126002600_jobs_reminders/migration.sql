-- Reminders to sellers (issue 28, docs/jobs.md "Reminders"): one row per entity, waiting period and step, so a
-- retried or doubled job never sends a step twice (the unique index refuses the second row).
CREATE TABLE "reminder" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "kind" VARCHAR(32) NOT NULL,
    "entity_id" INTEGER NOT NULL,
    "since" TIMESTAMP(3) NOT NULL,
    "step" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reminder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "reminder_customer_id_created_at_idx" ON "reminder"("customer_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "reminder_kind_entity_id_since_step_key" ON "reminder"("kind", "entity_id", "since", "step");
