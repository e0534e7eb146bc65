import { beforeAll, describe, expect, it } from "vitest";
import { atTime } from "@/lib/clock";
import { PROBLEM_HANDLING as H, PROBLEM_TYPE as T } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { QUEUES } from "@/lib/jobs/queues";
import { HANDLERS } from "@/lib/jobs/workers";
import { applyProblem, quoteProblemFee } from "../helpers/operator";
import { billedContainer } from "../helpers/shipping";
import { jobsOf, startTestJobs } from "../helpers/jobs";
import { inspect, paidOrder, toArrived } from "../helpers/warehouse";

/**
 * Reminders to sellers (docs/jobs.md "Reminders"): what waits for the seller is reminded 1, 3 and 7 days into
 * the wait, each step once, by a message and a mail in the seller's language.
 */
const HOUR = 3_600_000;

beforeAll(async () => {
  await startTestJobs("send");
});

const runAt = (at: Date) => atTime(at, () => HANDLERS.reminders!(null)) as Promise<{ reminded: number }>;
const after = (since: Date, hours: number) => new Date(since.getTime() + hours * HOUR);
const messagesOf = (customerId: number, name: string) =>
  getDb().message.findMany({ where: { customerId, textKey: `notice.${name}` }, orderBy: { id: "asc" } });
const mailsTo = async (email: string) => (await jobsOf(QUEUES.mail.name)).filter((j) => j.data?.to === email);

/** A seller's order inspected with one defect, waiting for the seller's choice. */
async function waitingDefect(language = "ja") {
  const o = await paidOrder([[10, 1_000]], { language });
  await toArrived(o.order.id, o.lineIds);
  const r = await inspect(o.order.id, [{ lineId: o.lineIds[0], problemType: T.DAMAGED, quantity: 2 }]);
  const problem = await getDb().problem.findUniqueOrThrow({ where: { id: r.problemIds[0] } });
  return { ...o, problem };
}

describe("reminders for a defect waiting for the seller's choice", () => {
  it("reminds at 1, 3 and 7 days, each step once, with a message and a queued mail", async () => {
    const { customer, order, problem } = await waitingDefect();
    const since = problem.updatedAt;
    await runAt(after(since, 23.99));
    expect(await messagesOf(customer.id, "reminderProblemDecision")).toHaveLength(0);

    await runAt(after(since, 24));
    const [first] = await messagesOf(customer.id, "reminderProblemDecision");
    expect(first).toMatchObject({
      textParams: { orderNo: order.orderNo, problemType: T.DAMAGED, quantity: 2, days: 1 },
      link: `/order/orderBadDetails?id=${problem.id}`,
    });
    const [mail] = await mailsTo(customer.email);
    expect(mail.data).toMatchObject({ subject: "【かいつけ便】不良品の対応方法をお選びください" });
    expect(String(mail.data?.text)).toContain(`ご注文 ${order.orderNo} の不良（破損）2点`);

    // The hourly runs in between send nothing.
    await runAt(after(since, 25));
    await runAt(after(since, 71));
    expect(await messagesOf(customer.id, "reminderProblemDecision")).toHaveLength(1);

    await runAt(after(since, 72));
    await runAt(after(since, 73));
    await runAt(after(since, 168));
    await runAt(after(since, 500));
    const all = await messagesOf(customer.id, "reminderProblemDecision");
    expect(all.map((m) => (m.textParams as { days: number }).days)).toEqual([1, 3, 7]);
    expect(await mailsTo(customer.email)).toHaveLength(3);
    const steps = await getDb().reminder.findMany({
      where: { kind: "problem.decision", entityId: problem.id },
      orderBy: { step: "asc" },
    });
    expect(steps.map((s) => [s.step, s.since.getTime()])).toEqual([
      [1, since.getTime()],
      [2, since.getTime()],
      [3, since.getTime()],
    ]);
  });

  it("sends the latest step only when the job was down for days, in the seller's language", async () => {
    const { customer, problem } = await waitingDefect("zh-cn");
    await runAt(after(problem.updatedAt, 8 * 24));
    const messages = await messagesOf(customer.id, "reminderProblemDecision");
    expect(messages.map((m) => (m.textParams as { days: number }).days)).toEqual([8]);
    const [mail] = await mailsTo(customer.email);
    expect(mail.data).toMatchObject({ subject: "【购物代购】请选择问题件的处理方式" });
    expect(await getDb().reminder.count({ where: { entityId: problem.id, kind: "problem.decision" } })).toBe(
      3,
    );
    await runAt(after(problem.updatedAt, 9 * 24));
    expect(await messagesOf(customer.id, "reminderProblemDecision")).toHaveLength(1);
  });

  it("run by two workers at once, reminds once", async () => {
    const { customer, problem } = await waitingDefect();
    const at = after(problem.updatedAt, 24);
    await Promise.all([runAt(at), runAt(at), runAt(at)]);
    expect(await messagesOf(customer.id, "reminderProblemDecision")).toHaveLength(1);
    expect(await mailsTo(customer.email)).toHaveLength(1);
  });

  it("stops once the seller chose, and reminds the quoted fee instead while it is unpaid", async () => {
    const { customer, problem } = await waitingDefect();
    await applyProblem(customer.id, { problemId: problem.id, handling: H.FULL_DESTRUCTION, files: [] });
    await quoteProblemFee({ problemId: problem.id });
    const quoted = await getDb().problem.findUniqueOrThrow({ where: { id: problem.id } });
    await runAt(after(quoted.feeQuotedAt!, 24));
    expect(await messagesOf(customer.id, "reminderProblemDecision")).toHaveLength(0);
    const [fee] = await messagesOf(customer.id, "reminderProblemFee");
    expect(fee.textParams).toMatchObject({ fee: quoted.feeYen, handling: H.FULL_DESTRUCTION, days: 1 });
  });
});

describe("reminders for a packing-list bill waiting for payment", () => {
  it("reminds a day after billing, once, with the amount", async () => {
    const { customer, bill } = await billedContainer();
    await runAt(after(bill.billedAt!, 24));
    await runAt(after(bill.billedAt!, 30));
    const messages = await messagesOf(customer.id, "reminderBill");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      textParams: { containerNo: bill.containerNo, total: bill.totalYen, days: 1 },
      link: `/batchDetails?id=${bill.id}`,
    });
  });
});
