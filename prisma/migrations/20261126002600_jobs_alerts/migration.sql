-- Scheduled work (issue 28, docs/jobs.md): what a job found for the staff to act on, once per kind and Japan day
-- (the day's rate missing at 11:00). pg-boss keeps its own tables in the schema "pgboss", made on its first start.
CREATE TABLE "staff_alert" (
    "id" SERIAL NOT NULL,
    "kind" VARCHAR(32) NOT NULL,
    "day" DATE NOT NULL,
    "params" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "staff_alert_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "staff_alert_kind_day_key" ON "staff_alert"("kind", "day");
