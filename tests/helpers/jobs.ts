import type { PgBoss } from "pg-boss";
import { getDb } from "@/lib/db/client";
import { startJobs } from "@/lib/jobs/boss";
import type { QueueKey } from "@/lib/jobs/queues";
import { registerWorkers } from "@/lib/jobs/workers";

/**
 * The job queue on the test file's database: "send" only creates jobs (the handlers are then called directly
 * with a pinned clock); "work" runs the handlers of `only` through real pg-boss workers. Stopped by closeDb.
 */
export function startTestJobs(mode: "send" | "work" = "send", only: QueueKey[] = []): Promise<PgBoss> {
  return startJobs(mode, mode === "work" ? (boss) => registerWorkers(boss, only) : undefined);
}

export type JobRow = {
  id: string;
  name: string;
  state: string;
  data: Record<string, unknown> | null;
  retry_count: number;
};

/** The jobs of one queue, oldest first, straight from pg-boss's table. */
export function jobsOf(queue: string): Promise<JobRow[]> {
  return getDb().$queryRaw<JobRow[]>`
    SELECT id::text AS id, name, state::text AS state, data, retry_count
    FROM pgboss.job WHERE name = ${queue} ORDER BY created_on, id`;
}
