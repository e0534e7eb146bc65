import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { atTime } from "@/lib/clock";
import { ORDER_STATUS, REVIEW_STATUS, TRANSACTION_TYPE } from "@/lib/codes";
import { HANDLERS } from "@/lib/jobs/workers";
import { payWithBalance } from "@/lib/payments/pay-with-balance";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { post } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { unpaidOrder } from "../helpers/warehouse";

/**
 * The minute's "topup-expire" job (docs/jobs.md): an unpaid bank-transfer request is cancelled at its 24-hour
 * deadline, with its audit row; what it was to pay stays payable; a second run or a second worker changes
 * nothing.
 */
const HOUR = 3_600_000;
let bankId = 0;

beforeAll(async () => {
  bankId = (
    await getDb().bankAccount.create({
      data: {
        bank: "テスト銀行",
        name: "カイツケ(カ",
        branchBank: "本店",
        bankAccount: "7654321",
        sort: -30,
      },
    })
  ).id;
});

type Customer = Awaited<ReturnType<typeof createCustomer>>;

/** A bank-transfer request made by the seller at `at` (through the API, the clock pinned). */
async function requestAt(c: Customer, at: Date, body: Record<string, unknown> = { amount: 5_000 }) {
  const res = await atTime(at, () =>
    post("/shop/account/topUp", { token: c.token, body: { bankAccountId: bankId, ...body } }),
  );
  expect(res.json.code, res.json.msg).toBe(200);
  return res.json.data as { id: number; topUpNo: string };
}

const runExpiry = (at: Date) => atTime(at, () => HANDLERS.topUpExpiry!(null));
const topUp = (id: number) => getDb().topUp.findUniqueOrThrow({ where: { id } });
const auditOf = (id: number) =>
  getDb().auditLog.findMany({
    where: { entityType: "top_up", entityId: String(id), action: "topup.expire" },
  });

describe("top-up expiry", () => {
  it("cancels an unpaid request exactly at its 24-hour deadline, not a millisecond before", async () => {
    const c = await createCustomer();
    const created = new Date(Date.now() - 48 * HOUR);
    const { id, topUpNo } = await requestAt(c, created);
    const deadline = new Date(created.getTime() + 24 * HOUR);

    await runExpiry(new Date(deadline.getTime() - 1));
    expect((await topUp(id)).reviewStatus).toBe(REVIEW_STATUS.AWAITING_TOP_UP);
    expect(await auditOf(id)).toHaveLength(0);

    const result = await runExpiry(deadline);
    expect(result).toMatchObject({ expired: expect.arrayContaining([topUpNo]) });
    expect(await topUp(id)).toMatchObject({
      reviewStatus: REVIEW_STATUS.CANCELLED,
      cancelReason: "expired",
      reviewedAt: deadline,
    });
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      actor: "job",
      staffId: null,
      before: { reviewStatus: REVIEW_STATUS.AWAITING_TOP_UP },
      after: { reviewStatus: REVIEW_STATUS.CANCELLED, cancelReason: "expired" },
    });

    // The next minute's run finds nothing of it left to do.
    await runExpiry(new Date(deadline.getTime() + 60_000));
    expect(await auditOf(id)).toHaveLength(1);
  });

  it("leaves a request with a transfer slip to the finance desk however long it waits", async () => {
    const c = await createCustomer();
    const created = new Date(Date.now() - 72 * HOUR);
    const { id } = await requestAt(c, created);
    await getDb().topUp.update({ where: { id }, data: { slipFileUrl: "/uploads/slip-test.png" } });
    await runExpiry(new Date(created.getTime() + 48 * HOUR));
    expect((await topUp(id)).reviewStatus).toBe(REVIEW_STATUS.AWAITING_TOP_UP);
  });

  it("leaves the order it was to pay awaiting payment, payable from the balance afterwards", async () => {
    const c = await createCustomer();
    const order = await unpaidOrder(c.id);
    const created = new Date(Date.now() - 30 * HOUR);
    const { id } = await requestAt(c, created, { amount: order.totalYen, orderIds: [order.id] });
    await runExpiry(new Date(created.getTime() + 24 * HOUR));
    expect((await topUp(id)).reviewStatus).toBe(REVIEW_STATUS.CANCELLED);
    const unpaid = await getDb().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(unpaid.orderStatus).toBe(ORDER_STATUS.AWAITING_PAYMENT);

    await applyBalanceChangeNow({
      customerId: c.id,
      type: TRANSACTION_TYPE.COMPENSATION,
      amountYen: order.totalYen,
      remark: "test funds",
    });
    await payWithBalance(c.id, { orderIds: [order.id], containerIds: [] });
    const paid = await getDb().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(paid.orderStatus).not.toBe(ORDER_STATUS.AWAITING_PAYMENT);
    expect(paid.paidYen).toBe(order.totalYen);
  });

  it("run by two workers at once, cancels each request once with one audit row", async () => {
    const customers = await Promise.all([createCustomer(), createCustomer()]);
    const created = new Date(Date.now() - 26 * HOUR);
    const ids = [];
    for (const c of customers) for (let i = 0; i < 3; i++) ids.push((await requestAt(c, created)).id);
    const at = new Date(created.getTime() + 25 * HOUR);
    const [a, b] = (await Promise.all([runExpiry(at), runExpiry(at)])) as { expired: string[] }[];
    const mine = new Set(
      (await getDb().topUp.findMany({ where: { id: { in: ids } } })).map((t) => t.topUpNo),
    );
    const expiredByA = a.expired.filter((no) => mine.has(no));
    const expiredByB = b.expired.filter((no) => mine.has(no));
    expect([...expiredByA, ...expiredByB].sort()).toEqual([...mine].sort());
    for (const id of ids) {
      expect((await topUp(id)).reviewStatus).toBe(REVIEW_STATUS.CANCELLED);
      expect(await auditOf(id)).toHaveLength(1);
    }
  });
});
