import { env } from "@/lib/env";
import { startJobs } from "./boss";
import { registerWorkers } from "./workers";

/**
 * The shop's side of the job queue, from instrumentation.ts: the workers in this process unless
 * JOBS_IN_PROCESS=0 (then `npm run worker` runs them beside a shop on PostgreSQL; on the embedded database
 * nothing runs the scheduled work — the browser tests use that), and always the sender, so a mail SMTP refused
 * can be queued in the transaction that wrote it. A queue that cannot start is logged; the shop still serves
 * (a mail that fails then fails its request, as before the queue).
 */
export async function startShopJobs(): Promise<void> {
  const work = env().JOBS_IN_PROCESS;
  try {
    await startJobs(work ? "work" : "send", work ? registerWorkers : undefined);
    console.info(`[jobs] queue started (${work ? "workers in this process" : "sending only"})`);
  } catch (error) {
    console.error("[jobs] the job queue did not start", error);
  }
}
