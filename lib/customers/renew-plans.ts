import { now } from "@/lib/clock";
import { CUSTOMER_STATUS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { japanYmd } from "@/lib/japan-time";
import { yieldToRequests } from "@/lib/jobs/yield";
import { queueNoticeMail } from "@/lib/notices/notice-mail";
import { createNotice } from "@/lib/notices/notices";
import { walletTransaction } from "@/lib/wallet/ledger";
import { buyPlanInTransaction, lastHeldMembership, TOP_UP_PATH } from "./buy-plan";

/**
 * The daily "member-plans" job (docs/members.md; `npm run op:member -- renew` runs the same):
 * each membership period that ends within the next day, is the last one its seller holds and has auto-renew on
 * is renewed from the balance by the purchase itself (buyPlanInTransaction) — one more term of the same plan
 * from its end, ledger key `member-renew:<period id>`, so a rerun, a retry or a second worker charges once. When
 * the balance is too small or the plan is no longer offered the period ends as bought and the seller is told
 * once (a reminder row per period). Periods that ended in the last day are looked at too: a day the job did not
 * run renews late rather than never. Restricted and disabled accounts are not charged.
 */
const DAY_MS = 86_400_000;

export const renewalKey = (membershipId: number) => `member-renew:${membershipId}`;

type Due = { id: number; customerId: number; planId: number; endAt: Date };

/** Tells the seller once that the period ends unrenewed, and why. */
async function tellNotRenewed(due: Due, reason: "balance" | "plan", feeYen: number) {
  await getDb().$transaction(async (tx) => {
    const inserted = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO reminder (customer_id, kind, entity_id, since, step)
      VALUES (${due.customerId}, 'member.notRenewed', ${due.id}, ${due.endAt}, 1)
      ON CONFLICT (kind, entity_id, since, step) DO NOTHING RETURNING id`;
    if (!inserted.length) return;
    const { balanceYen } = await tx.customer.findUniqueOrThrow({
      where: { id: due.customerId },
      select: { balanceYen: true },
    });
    const notice = await createNotice(tx, {
      customerId: due.customerId,
      name: reason === "balance" ? "memberPlanNotRenewed" : "memberPlanWithdrawn",
      params: { until: japanYmd(due.endAt), fee: feeYen, balance: balanceYen },
      link: reason === "balance" ? TOP_UP_PATH : "/user/ws-userinfoEdit",
    });
    await queueNoticeMail(tx, notice);
  });
}

/** Renews one period, or tells the seller why not. Answers what happened. */
async function renewOne(due: Due): Promise<"renewed" | "ended" | "skipped"> {
  try {
    return await walletTransaction(async (tx) => {
      // Under the wallet lock the seller may have bought ahead or turned renewal off since the list was read.
      const at = now();
      const last = await lastHeldMembership(tx, due.customerId, new Date(at.getTime() - DAY_MS));
      const current = await tx.customerMember.findUnique({
        where: { id: due.id },
        select: { autoRenew: true },
      });
      if (!last || last.id !== due.id || !current?.autoRenew) return "skipped";
      const bought = await buyPlanInTransaction(tx, due.customerId, due.planId, renewalKey(due.id), {
        autoRenew: true,
      });
      return bought.replayed ? "skipped" : "renewed";
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "INSUFFICIENT_BALANCE" || error.messageKey === "members.errors.planUnavailable") {
      const plan = await getDb().memberPlan.findUnique({ where: { id: due.planId } });
      await tellNotRenewed(
        due,
        error.code === "INSUFFICIENT_BALANCE" ? "balance" : "plan",
        plan?.monthlyFeeYen ?? 0,
      );
      return "ended";
    }
    throw error;
  }
}

/** The "member-plans" job: renews what ends within the day; answers the counts. */
export async function renewMemberPlans(at = now()) {
  const result = { renewed: 0, ended: 0, skipped: 0 };
  const due = await getDb().customerMember.findMany({
    where: {
      autoRenew: true,
      endAt: { gt: new Date(at.getTime() - DAY_MS), lte: new Date(at.getTime() + DAY_MS) },
      customer: { status: CUSTOMER_STATUS.ACTIVE },
    },
    select: { id: true, customerId: true, planId: true, endAt: true },
    orderBy: { id: "asc" },
  });
  for (const d of due) {
    // Only the last period a seller holds renews (one bought ahead already continues it).
    const later = await getDb().customerMember.count({
      where: { customerId: d.customerId, endAt: { gt: d.endAt } },
    });
    if (later) {
      result.skipped += 1;
      continue;
    }
    result[await renewOne(d)] += 1;
    await yieldToRequests();
  }
  return result;
}
