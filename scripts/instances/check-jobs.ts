import { REVIEW_STATUS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { queueMail } from "@/lib/jobs/mail";
import { QUEUES } from "@/lib/jobs/queues";
import { TOP_UP_CANCEL_REASON } from "@/lib/wallet/constants";
import type { Seller } from "./fixtures";
import { get, post, shown } from "./http";
import type { Check } from "./report";
import type { Setup } from "./setup";

/**
 * Check 4: with two job runners on one database (two `npm run worker`, or two shops running their jobs), a
 * scheduled job runs once per slot of its schedule, and a queued job is done once. Watched on `topup-expire`
 * (every minute) and on mails queued for delivery, read from pg-boss's own table (pgboss.job) and from the
 * SMTP server of the run.
 */
const MINUTE = 60_000;
const SCHEDULED = QUEUES.topUpExpiry.name;
const SEND_IT = "__pgboss__send-it";
const MAILS = 20;

export type JobWatch = { slots: Date[] };

const dbNow = async () => (await getDb().$queryRaw<{ now: Date }[]>`SELECT now() AS now`)[0].now;

/**
 * The slots the check counts: the next `ticks` minutes that start at least 35 s from now, so every runner has
 * made its first cron pass (which may send one missed slot, of its own older time) before the first of them.
 */
export async function watchJobs(ticks: number): Promise<JobWatch> {
  const first = Math.ceil(((await dbNow()).getTime() + 35_000) / MINUTE) * MINUTE;
  return { slots: Array.from({ length: ticks }, (_, i) => new Date(first + i * MINUTE)) };
}

/** pg-boss files a schedule's occurrence under its minute, as UTC wall time (timekeeper.js throttleSlot). */
const slotText = (slot: Date) => slot.toISOString().replace("T", " ").slice(0, 19);
const hhmm = (d: Date) => d.toISOString().slice(11, 16);

type JobRow = {
  id: string;
  state: string;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
  retry_count: number;
  output: unknown;
};

const scheduledRuns = (from: Date) => getDb().$queryRaw<JobRow[]>`
  SELECT id::text, state::text, created_on, started_on, completed_on, retry_count, output
  FROM pgboss.job WHERE name = ${SCHEDULED} AND created_on >= ${from} ORDER BY created_on`;

/** How many occurrences the schedules forwarded for each slot (one per slot, whatever watches them). */
async function forwarded(slots: Date[]): Promise<Map<string, number>> {
  const rows = await getDb().$queryRaw<{ slot: string; n: bigint }[]>`
    SELECT data->>'slot' AS slot, count(*) AS n FROM pgboss.job
    WHERE name = ${SEND_IT} AND data->>'name' = ${SCHEDULED} AND data->>'slot' = ANY(${slots.map(slotText)})
    GROUP BY 1`;
  return new Map(rows.map((r) => [r.slot, Number(r.n)]));
}

/** A due top-up of the run's own seller (nothing else reads that seller's top-ups meanwhile). */
async function dueTopUp(s: Setup, seller: Seller, check: Check) {
  const login = await post(s.b, "/shop/user/login", {
    body: { account: seller.email, password: seller.password },
  });
  const token = login.body?.token as string | undefined;
  const banks = await get(s.b, "/shop/account/bankAccounts", { token });
  const bankAccountId = banks.body?.data?.[0]?.id;
  const made = await post(s.b, "/shop/account/topUp", { token, body: { amount: 100, bankAccountId } });
  const id = made.body?.data?.id as number | undefined;
  if (!check.that(!!id, "a top-up request to expire is made on B", shown(made))) return null;
  await getDb().$executeRaw`UPDATE top_up SET expires_at = now() - interval '1 second' WHERE id = ${id}`;
  return { id: id!, topUpNo: made.body!.data.topUpNo as string };
}

type Mailbox = { mails: { to: string; subject: string }[] };

export async function checkJobs(
  check: Check,
  s: Setup,
  watch: JobWatch,
  seller: Seller,
  mailbox: Mailbox,
  run: string,
) {
  check.note(
    `job runners: ${s.jobRunners.map((c) => c.name).join(", ")}; slots ${watch.slots.map(hhmm).join(", ")} UTC`,
  );
  const topUp = await dueTopUp(s, seller, check);
  const subject = (i: number) => `check:instances ${run} mail ${i}`;
  for (let i = 0; i < MAILS; i++)
    await queueMail({
      to: `instances-${run}-mail-${i}@example.test`,
      subject: subject(i),
      text: "one delivery",
    });

  // Runs are counted up to the end of the last slot's minute (the next slot's run comes after it); the wait
  // also gives the top-up at least one run after it was made, when the other checks took past the slots.
  const until = watch.slots.at(-1)!.getTime() + 55_000;
  const waitUntil = Math.max(until, Date.now() + 80_000);
  const deadline = waitUntil + 90_000;
  const mine = () => mailbox.mails.filter((m) => m.subject.startsWith(`check:instances ${run} mail `));
  const expired = async () =>
    !topUp ||
    (await getDb().topUp.count({ where: { id: topUp.id, reviewStatus: REVIEW_STATUS.CANCELLED } })) === 1;
  // Until then, the top-up expired and the mails out; then a little more, for doubles.
  while (Date.now() < deadline) {
    const runs = await scheduledRuns(watch.slots[0]);
    const settled = runs.length >= watch.slots.length && runs.every((r) => r.state === "completed");
    if (Date.now() >= waitUntil && settled && (await expired()) && mine().length >= MAILS) break;
    await new Promise((r) => setTimeout(r, 2_000));
  }
  await new Promise((r) => setTimeout(r, 5_000));

  const counted = await forwarded(watch.slots);
  for (const slot of watch.slots) {
    const n = counted.get(slotText(slot)) ?? 0;
    check.that(n === 1, `the ${hhmm(slot)} slot of “${SCHEDULED}” was sent once`, `sent ${n} times`);
  }
  const runs = (await scheduledRuns(watch.slots[0])).filter((r) => r.created_on.getTime() < until);
  const sent = [...counted.values()].reduce((a, b) => a + b, 0);
  const done = runs.filter((r) => r.state === "completed" && r.retry_count === 0);
  check.that(
    runs.length === sent && done.length === runs.length,
    `${runs.length} runs of “${SCHEDULED}”, one per occurrence sent (${sent}), each completed on its first try`,
    runs.map((r) => `${r.created_on.toISOString()} ${r.state} retry ${r.retry_count}`).join("; "),
  );
  const overlap = runs.some(
    (r, i) => i > 0 && r.started_on && runs[i - 1].completed_on && r.started_on < runs[i - 1].completed_on!,
  );
  check.that(
    !overlap,
    "no two runs were active at once (the queue's singleton policy)",
    "two runs overlapped",
  );

  if (topUp) {
    const row = await getDb().topUp.findUniqueOrThrow({
      where: { id: topUp.id },
      select: { reviewStatus: true, cancelReason: true },
    });
    const audits = await getDb().auditLog.count({
      where: { action: "topup.expire", entityType: "top_up", entityId: String(topUp.id) },
    });
    const by = (await scheduledRuns(new Date(0))).filter((r) =>
      JSON.stringify(r.output ?? "").includes(`"${topUp.topUpNo}"`),
    );
    check.that(
      row.reviewStatus === REVIEW_STATUS.CANCELLED &&
        row.cancelReason === TOP_UP_CANCEL_REASON.EXPIRED &&
        audits === 1 &&
        by.length === 1,
      `the due top-up ${topUp.topUpNo} was expired once: by one run, one audit row`,
      `status ${row.reviewStatus} (${row.cancelReason}), ${audits} audit rows, named by ${by.length} runs`,
    );
  }

  const perSubject = new Map<string, number>();
  for (const m of mine()) perSubject.set(m.subject, (perSubject.get(m.subject) ?? 0) + 1);
  const wrong = Array.from({ length: MAILS }, (_, i) => subject(i)).filter((x) => perSubject.get(x) !== 1);
  check.that(
    wrong.length === 0,
    `${MAILS} queued mails, each delivered exactly once`,
    wrong.map((x) => `“${x}” ×${perSubject.get(x) ?? 0}`).join(", "),
  );
}
