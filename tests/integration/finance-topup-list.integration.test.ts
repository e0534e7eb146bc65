import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { LIMITS, PAYMENT_METHOD, REVIEW_STATUS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { translator } from "@/lib/i18n/messages";
import { ZFinanceTopUpQuery } from "@/lib/validation/staff-finance";
import { listReviewTopUps } from "@/lib/wallet/finance-desk";
import { createCustomer } from "../helpers/accounts";

/**
 * The finance desk's top-up list counts up to LIMITS.deskListCountCap (docs/staff.md "Finance desk"): below it
 * the total is exact, beyond it the total is the cap ("1,000+") and the pages still reach the cap's last row.
 */
const t = translator("ja");
const HOUR = 3_600_000;

/** `n` approved bank transfers of a new customer, an hour apart, the newest first by id as by time. */
async function approvedTopUps(n: number) {
  const customer = await createCustomer();
  const tag = randomUUID().replace(/-/g, "").slice(0, 12);
  const start = Date.now() - n * HOUR;
  await getDb().topUp.createMany({
    data: Array.from({ length: n }, (_, i) => ({
      customerId: customer.id,
      topUpNo: `TU${tag}${String(i).padStart(5, "0")}`,
      paymentMethod: PAYMENT_METHOD.BANK_TRANSFER,
      amountYen: 1_000 + i,
      reviewStatus: REVIEW_STATUS.APPROVED,
      createdAt: new Date(start + i * HOUR),
    })),
  });
  // The search box finds a customer by a part of the e-mail address.
  return { customer, q: customer.email.split("@")[0] };
}

const list = (q: string, pageNum: number) =>
  listReviewTopUps(ZFinanceTopUpQuery.parse({ status: "approved", q, pageNum, pageSize: 20 }), t);

describe("the top-up review list's total", () => {
  it("is exact below the cap", async () => {
    const { q } = await approvedTopUps(3);
    const page = await list(q, 1);
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => r.amount)).toEqual([1_002, 1_001, 1_000]);
  });

  it("stops at the cap beyond it; the last page the cap reaches is full", async () => {
    const cap = LIMITS.deskListCountCap;
    const { q } = await approvedTopUps(cap + 5);
    const first = await list(q, 1);
    expect(first.total).toBe(cap);
    // Newest first: the last one made heads the list.
    expect(first.rows[0].amount).toBe(1_000 + cap + 4);
    const last = await list(q, cap / 20);
    expect(last.rows).toHaveLength(20);
    expect(last.rows.at(-1)!.amount).toBe(1_000 + 5);
  });
});
