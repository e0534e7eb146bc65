-- The staff dashboard's queues (lib/staff/dashboard.ts, docs/staff.md "Dashboard"). The shop's other indexes
-- start with the customer, so a count over all customers by status would read the whole table: each queue gets
-- an index that starts with its status, and the dashboard reads at most LIMITS.dashboardCountCap + 1 entries of it.
-- IF NOT EXISTS: a desk's list (finance, messages and feedback) may want the same index.
CREATE INDEX IF NOT EXISTS "orders_order_status_created_at_idx" ON "orders"("order_status", "created_at");
CREATE INDEX IF NOT EXISTS "container_status_created_at_idx" ON "container"("status", "created_at");
CREATE INDEX IF NOT EXISTS "withdrawal_review_status_created_at_idx" ON "withdrawal"("review_status", "created_at");
CREATE INDEX IF NOT EXISTS "feedback_status_created_at_idx" ON "feedback"("status", "created_at");
-- Top-ups to review use the existing "top_up_review_status_expires_at_idx".

-- Unanswered messages: a thread whose newest message is the customer's. Found from the messages alone this
-- means the newest message of every thread, i.e. reading them all; instead the thread's first message carries
-- since when it waits for an answer: the first customer message after the last staff message (the start of
-- the 24-hour promise, SPEC §1), null once staff answered. A trigger keeps it, so every writer (the seller's
-- API, operator commands, the desk, the demo seed, notices) keeps it right without knowing of it.
ALTER TABLE "message" ADD COLUMN "awaiting_reply_since" TIMESTAMP(3);

CREATE FUNCTION "message_awaiting_reply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."thread_id" IS NULL THEN
    -- a new thread waits for an answer when the customer started it (a notice from the agent does not)
    NEW."awaiting_reply_since" := CASE WHEN NEW."direction" = 1 THEN NEW."created_at" END;
    RETURN NEW;
  END IF;
  NEW."awaiting_reply_since" := NULL;
  IF NEW."direction" = 1 THEN
    UPDATE "message" SET "awaiting_reply_since" = NEW."created_at"
     WHERE "id" = NEW."thread_id" AND "awaiting_reply_since" IS NULL;
  ELSE
    -- a staff message answers what the customer wrote before it (history replayed out of order keeps later ones)
    UPDATE "message" SET "awaiting_reply_since" = NULL
     WHERE "id" = NEW."thread_id" AND "awaiting_reply_since" <= NEW."created_at";
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER "message_awaiting_reply" BEFORE INSERT ON "message"
  FOR EACH ROW EXECUTE FUNCTION "message_awaiting_reply"();

-- The threads already waiting: since their first customer message that no staff message followed.
UPDATE "message" r SET "awaiting_reply_since" = w.since
  FROM (
    SELECT COALESCE(m."thread_id", m."id") AS root, MIN(m."created_at") AS since
      FROM "message" m
     WHERE m."direction" = 1
       AND NOT EXISTS (
         SELECT 1 FROM "message" s
          WHERE s."direction" = 2
            AND COALESCE(s."thread_id", s."id") = COALESCE(m."thread_id", m."id")
            AND (s."created_at", s."id") > (m."created_at", m."id"))
     GROUP BY 1
  ) w
 WHERE r."id" = w.root;

CREATE INDEX "message_awaiting_reply_idx" ON "message"("awaiting_reply_since")
  WHERE "awaiting_reply_since" IS NOT NULL;
