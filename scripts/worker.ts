// npm run worker — runs the shop's scheduled work and retries (docs/jobs.md) in a process of its own, for a
// shop on PostgreSQL started with JOBS_IN_PROCESS=0. On the embedded database the shop runs them itself.
import { closeDb } from "@/lib/db/client";
import { prepareDatabase } from "@/lib/db/prepare";
import { env } from "@/lib/env";
import { startJobs, stopJobs } from "@/lib/jobs/boss";
import { registerWorkers } from "@/lib/jobs/workers";

if (!env().DATABASE_URL) {
  console.error("npm run worker needs DATABASE_URL: on the embedded database the shop runs the jobs itself");
  process.exit(2);
}
await prepareDatabase();
await startJobs("work", registerWorkers);
console.info("[jobs] worker running; Ctrl-C stops it after the jobs in hand");

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`[jobs] ${signal}: stopping`);
  await stopJobs();
  await closeDb();
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
