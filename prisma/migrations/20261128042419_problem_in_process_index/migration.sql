-- The defects desk (lib/problems/defects-desk.ts) and the dashboard's "problems awaiting us": the problems in
-- process, the longest waiting (since their last change) first, read without scanning every problem ever reported.
CREATE INDEX "problem_process_status_updated_at_id_idx" ON "problem"("process_status", "updated_at", "id");
