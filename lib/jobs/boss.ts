import { PgBoss, fromPglite, fromPrisma } from "pg-boss";
import type { Queue, SendOptions } from "pg-boss";
import { beforeCloseDb, embeddedDatabase, type DbTx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { QUEUES } from "./queues";

/**
 * The shop's one pg-boss instance per process (docs/jobs.md). "work" runs the handlers and watches the
 * schedules (the shop on the embedded database, the shop with JOBS_IN_PROCESS, or `npm run worker`); "send"
 * only creates jobs (the shop beside a separate worker, an operator command, a test).
 */
export type JobMode = "work" | "send";

type State = { boss?: PgBoss; mode?: JobMode; starting?: Promise<PgBoss> };
const holder = globalThis as typeof globalThis & { __shopJobs?: State };
const state: State = (holder.__shopJobs ??= {});

function build(mode: JobMode): PgBoss {
  const work = mode === "work";
  const common = {
    supervise: work,
    schedule: work,
    instanceName: work ? "worker" : "sender",
    // No instance registry: a shop that restarts often would leave rows behind for nothing.
    registerInstance: false,
    openTelemetry: { enabled: false },
  };
  const pglite = embeddedDatabase();
  if (pglite) {
    // One connection shared with the shop's queries: LISTEN/NOTIFY wakes the workers, polling stays slow.
    return new PgBoss({ ...common, db: fromPglite(pglite), backend: "pglite", useListenNotify: true });
  }
  return new PgBoss({
    ...common,
    connectionString: env().DATABASE_URL!,
    max: work ? 4 : 2,
    application_name: `kaitsuke-jobs-${mode}`,
    useListenNotify: work,
  });
}

/** Creates the shop's queues (or updates their options), so a job can be sent to any of them. */
async function ensureQueues(boss: PgBoss): Promise<void> {
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  for (const def of Object.values(QUEUES)) {
    if (!existing.has(def.name)) await boss.createQueue(def.name, def.options);
    else {
      // A queue's policy is fixed when it is made; its retry and retention options follow the code.
      const options: Omit<Queue, "name"> = { ...def.options };
      delete options.policy;
      await boss.updateQueue(def.name, options);
    }
  }
}

async function start(mode: JobMode, register?: (boss: PgBoss) => Promise<void>): Promise<PgBoss> {
  const boss = build(mode);
  boss.on("error", (error) => console.error("[jobs]", error));
  await boss.start();
  await ensureQueues(boss);
  if (mode === "work") await register?.(boss);
  state.boss = boss;
  state.mode = mode;
  beforeCloseDb(stopJobs);
  return boss;
}

/**
 * Starts the queue once per process. `register` adds the workers (lib/jobs/workers.ts); a process already
 * started answers its instance, whatever mode it was started in.
 */
export function startJobs(mode: JobMode, register?: (boss: PgBoss) => Promise<void>): Promise<PgBoss> {
  state.starting ??= start(mode, register).catch((error) => {
    state.starting = undefined;
    throw error;
  });
  return state.starting;
}

/** The running instance, if this process started one. */
export const runningJobs = (): PgBoss | undefined => state.boss;
export const jobsMode = (): JobMode | undefined => state.mode;

export async function stopJobs(): Promise<void> {
  const boss = state.boss;
  state.boss = undefined;
  state.mode = undefined;
  state.starting = undefined;
  // Waits for the running handlers: a job stopped halfway would run again on the next start.
  await boss?.stop({ graceful: true, timeout: 10_000 });
}

/**
 * Creates a job. With `tx` the job is written in that transaction, so it exists exactly when the change that
 * asked for it commits. The queue starts in "send" mode on first use; on the embedded database a transaction
 * holds the only connection, so inside one the queue must already run (the shop starts it at boot).
 */
export async function enqueue(
  name: string,
  data: object,
  options: SendOptions & { tx?: DbTx } = {},
): Promise<string | null> {
  const { tx, ...sendOptions } = options;
  if (tx && !state.boss && embeddedDatabase()) throw new Error("job queue not started");
  const boss = state.boss ?? (await startJobs("send"));
  return boss.send(name, data, tx ? { ...sendOptions, db: fromPrisma(tx) } : sendOptions);
}
