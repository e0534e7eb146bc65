import { z } from "zod";
import type { DbTx } from "@/lib/db/client";
import { deliverMail, type Mail } from "@/lib/mail/send-mail";
import { enqueue } from "./boss";
import { QUEUES } from "./queues";

const ZMail = z.object({ to: z.string().min(3).max(254), subject: z.string().max(998), text: z.string() });

/** Queues a mail for delivery with retries; with `tx` it is written in that transaction. */
export async function queueMail(mail: Mail, tx?: DbTx): Promise<void> {
  await enqueue(QUEUES.mail.name, ZMail.parse(mail), { tx });
}

/**
 * The "mail-send" job: one delivery attempt. A refusal throws, and pg-boss tries again later (retryLimit,
 * exponential backoff up to an hour); a job that ran out of tries stays failed for the owner to retry from
 * /staff/jobs. pg-boss gives a job to one worker at a time and it is completed right after the send, so a mail
 * goes out twice only if the process dies between the two.
 */
export async function runMailJob(data: unknown): Promise<{ to: string }> {
  const mail = ZMail.parse(data);
  await deliverMail(mail);
  return { to: mail.to };
}
