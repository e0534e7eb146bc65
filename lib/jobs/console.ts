import { fromPrisma } from "pg-boss";
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { writeAudit, type Actor } from "@/lib/staff/audit";
import type { TJobFailedQuery, TJobRetry } from "@/lib/validation/staff-jobs";
import { runningJobs, startJobs } from "./boss";
import { QUEUES, QUEUE_NAMES, type QueueDef, type QueueKey } from "./queues";

/** The owner's view of the job queue (/staff/jobs, docs/jobs.md "Console"), read from pg-boss's own tables. */

const STATES = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;
type StateCounts = Record<(typeof STATES)[number], number>;

/** False until some process started pg-boss on this database (it installs its schema then). */
async function installed(): Promise<boolean> {
  const [row] = await getDb().$queryRaw<
    { ok: boolean }[]
  >`SELECT to_regclass('pgboss.job') IS NOT NULL AS ok`;
  return row.ok;
}

export type QueueState = {
  key: QueueKey;
  name: string;
  cron: string | null;
  counts: StateCounts;
  oldestWaiting: Date | null;
  lastCompleted: Date | null;
};

/** Each queue of the shop: jobs by state, the oldest one waiting, the last one completed, its schedule. */
export async function jobQueuesState(): Promise<QueueState[]> {
  const rows = (await installed())
    ? await getDb().$queryRaw<
        ({ name: string; oldest_waiting: Date | null; last_completed: Date | null } & StateCounts)[]
      >`
        SELECT name,
          count(*) FILTER (WHERE state = 'created')::int AS created,
          count(*) FILTER (WHERE state = 'retry')::int AS retry,
          count(*) FILTER (WHERE state = 'active')::int AS active,
          count(*) FILTER (WHERE state = 'completed')::int AS completed,
          count(*) FILTER (WHERE state = 'cancelled')::int AS cancelled,
          count(*) FILTER (WHERE state = 'failed')::int AS failed,
          min(created_on) FILTER (WHERE state IN ('created', 'retry')) AS oldest_waiting,
          max(completed_on) FILTER (WHERE state = 'completed') AS last_completed
        FROM pgboss.job WHERE name = ANY(${QUEUE_NAMES}::text[]) GROUP BY name`
    : [];
  const byName = new Map(rows.map((r) => [r.name, r]));
  return (Object.entries(QUEUES) as [QueueKey, QueueDef][]).map(([key, def]) => {
    const row = byName.get(def.name);
    const counts = Object.fromEntries(STATES.map((s) => [s, row?.[s] ?? 0])) as StateCounts;
    return {
      key,
      name: def.name,
      cron: def.cron ?? null,
      counts,
      oldestWaiting: row?.oldest_waiting ?? null,
      lastCompleted: row?.last_completed ?? null,
    };
  });
}

/** What a failed job was about, without what must not be shown (a mail's body may hold a code or a link). */
function summary(name: string, data: unknown): string {
  if (!data || typeof data !== "object") return "";
  if (name === QUEUES.mail.name) {
    const { to, subject } = data as { to?: unknown; subject?: unknown };
    return `${String(to ?? "")} · ${String(subject ?? "")}`;
  }
  return JSON.stringify(data).slice(0, 300);
}

function errorText(output: unknown): string {
  if (!output || typeof output !== "object") return "";
  const { message, name } = output as { message?: unknown; name?: unknown };
  const text = typeof message === "string" ? message : JSON.stringify(output);
  return (typeof name === "string" && name !== "Error" ? `${name}: ${text}` : text).slice(0, 1000);
}

/** Jobs that ran out of tries, newest first: their error and what they were about. */
export async function listFailedJobs(q: TJobFailedQuery) {
  if (!(await installed())) return { total: 0, rows: [] };
  const names = q.queue ? [q.queue] : QUEUE_NAMES;
  const where = Prisma.sql`state = 'failed' AND name = ANY(${names}::text[])`;
  const [{ total }] = await getDb().$queryRaw<{ total: number }[]>`
    SELECT count(*)::int AS total FROM pgboss.job WHERE ${where}`;
  const rows = await getDb().$queryRaw<
    {
      id: string;
      name: string;
      retry_count: number;
      created_on: Date;
      completed_on: Date | null;
      data: unknown;
      output: unknown;
    }[]
  >`
    SELECT id::text AS id, name, retry_count, created_on, completed_on, data, output
    FROM pgboss.job WHERE ${where}
    ORDER BY completed_on DESC NULLS LAST, id
    LIMIT ${q.pageSize} OFFSET ${(q.pageNum - 1) * q.pageSize}`;
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      queue: r.name,
      tries: r.retry_count + 1,
      createdAt: r.created_on,
      failedAt: r.completed_on,
      about: summary(r.name, r.data),
      error: errorText(r.output),
    })),
  };
}
export type FailedJobRow = Awaited<ReturnType<typeof listFailedJobs>>["rows"][number];

/**
 * Puts a failed job back in the queue (one more try), with its audit row in the same transaction. A job no
 * longer failed (retried by a double click, or already gone) answers so and changes nothing.
 */
export async function retryFailedJob(actor: Actor, input: TJobRetry): Promise<void> {
  // Started before the transaction: on the embedded database the transaction holds the only connection.
  const boss = runningJobs() ?? (await startJobs("send"));
  if (!(await installed())) throw new AppError("NOT_FOUND");
  await getDb().$transaction(async (tx) => {
    const [job] = await tx.$queryRaw<{ state: string; retry_count: number; retry_limit: number }[]>`
      SELECT state::text AS state, retry_count, retry_limit FROM pgboss.job
      WHERE name = ${input.queue} AND id = ${input.id}::uuid FOR UPDATE`;
    if (!job) throw new AppError("NOT_FOUND");
    if (job.state !== "failed") throw new AppError("CONFLICT", undefined, "staff.jobs.errors.notFailed");
    // pg-boss types this answer as an empty interface; it carries `affected` (jobs moved back to retry).
    const { affected } = (await boss.retry(input.queue, input.id, { db: fromPrisma(tx) })) as {
      affected?: number;
    };
    if (affected !== 1) throw new AppError("CONFLICT", undefined, "staff.jobs.errors.notFailed");
    await writeAudit(tx, actor, {
      action: "job.retry",
      entityType: "job",
      entityId: input.id,
      before: { queue: input.queue, state: "failed", retryCount: job.retry_count },
      after: { queue: input.queue, state: "retry", retryLimit: job.retry_limit + 1 },
    });
  });
}
