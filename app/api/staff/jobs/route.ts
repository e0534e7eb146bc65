import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { jobQueuesState } from "@/lib/jobs/console";

export const GET = staffRoute("jobs.manage", {}, async () => ok({ queues: await jobQueuesState() }));

export * from "@/lib/api/method-not-allowed";
