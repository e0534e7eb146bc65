import { z } from "zod";
import { QUEUE_NAMES } from "@/lib/jobs/queues";
import { ZPageQuery } from "./rules";

/** The job console's inputs (/staff/jobs, docs/jobs.md "Console"). */

const ZQueueName = z.string({ error: "validation.invalid" }).refine((v) => QUEUE_NAMES.includes(v), {
  error: "validation.invalid",
});

export const ZJobFailedQuery = ZPageQuery.extend({
  queue: z.preprocess((v) => (v === "" ? undefined : v), ZQueueName.optional()),
});
export type TJobFailedQuery = z.infer<typeof ZJobFailedQuery>;

export const ZJobRetry = z.object({
  queue: ZQueueName,
  id: z.uuid({ error: "validation.invalid" }),
});
export type TJobRetry = z.infer<typeof ZJobRetry>;
