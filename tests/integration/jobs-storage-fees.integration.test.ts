import { beforeAll, describe, expect, it } from "vitest";
import { atTime } from "@/lib/clock";
import { SHIPPING_MODE, TRANSACTION_TYPE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { ACTOR } from "@/lib/orders/lifecycle";
import { HANDLERS } from "@/lib/jobs/workers";
import { walletSummary } from "@/lib/wallet/records";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { chargeStorageFees, type StorageRules } from "@/lib/warehouse/storage-fees";
import { get } from "../helpers/api";
import { startTestJobs } from "../helpers/jobs";
import {
  cancelContainer,
  confirmContainer,
  priceBill,
  recordPacking,
  startPacking,
  submitShipment,
} from "../helpers/operator";
import { shippingSetup } from "../helpers/shipping";
import { balanceOf, ledgerSum, storedOrder } from "../helpers/warehouse";

/**
 * Storage fees (docs/jobs.md "Storage fees"): free for the free days, then a fee per order per period with its
 * ledger row (type 7); never below a zero balance — the rest is carried, shown, and billed with the next
 * packing list. A warning before the free days end; each step once, however many runs or workers.
 */
const DAY = 86_400_000;
const RULES: StorageRules = { freeDays: 90, feeYen: 10, periodDays: 1, reminderDays: 7 };

beforeAll(async () => {
  await startTestJobs("send");
});

const at = (storedAt: Date, days: number, ms = 0) => new Date(storedAt.getTime() + days * DAY + ms);
const runAt = (when: Date, rules = RULES) => atTime(when, () => chargeStorageFees(when, rules));
const noticesOf = (customerId: number, name: string) =>
  getDb().message.findMany({ where: { customerId, textKey: `notice.${name}` }, orderBy: { id: "asc" } });
const chargesOf = (orderId: number) =>
  getDb().storageCharge.findMany({ where: { orderId }, orderBy: { period: "asc" } });

/** A seller with goods in storage and this much left in the balance. */
async function stored(balanceYen: number) {
  const o = await storedOrder();
  const order = await getDb().order.findUniqueOrThrow({ where: { id: o.order.id } });
  const spend = (await balanceOf(o.customer.id)) - balanceYen;
  if (spend)
    await applyBalanceChangeNow({
      customerId: o.customer.id,
      type: TRANSACTION_TYPE.COMPENSATION,
      amountYen: -spend,
      remark: "test: set the balance",
    });
  return { ...o, storedAt: order.storedAt! };
}

describe("storage fees", () => {
  it("warns once before the free days end, charges nothing before 90 days, then each day once", async () => {
    const { customer, order, storedAt } = await stored(1_000);
    await runAt(at(storedAt, 83, -1));
    expect(await noticesOf(customer.id, "storageFreeEnding")).toHaveLength(0);
    await runAt(at(storedAt, 83));
    await runAt(at(storedAt, 84));
    const [warning] = await noticesOf(customer.id, "storageFreeEnding");
    expect(await noticesOf(customer.id, "storageFreeEnding")).toHaveLength(1);
    expect(warning.textParams).toMatchObject({ orders: 1, orderNo: order.orderNo, freeDays: 90, fee: 10 });

    await runAt(at(storedAt, 90, -1));
    expect(await chargesOf(order.id)).toHaveLength(0);
    expect(await balanceOf(customer.id)).toBe(1_000);

    await runAt(at(storedAt, 90));
    await runAt(at(storedAt, 90, 3_600_000));
    const [first] = await chargesOf(order.id);
    expect(first).toMatchObject({
      period: 1,
      amountYen: 10,
      periodStart: at(storedAt, 90),
      containerId: null,
    });
    const ledger = await getDb().accountTransaction.findUniqueOrThrow({
      where: { id: first.transactionId! },
    });
    expect(ledger).toMatchObject({
      type: TRANSACTION_TYPE.STORAGE_DEDUCTION,
      amountYen: -10,
      orderId: order.id,
      remarkKey: "ledger.storageFee",
    });
    expect(await balanceOf(customer.id)).toBe(990);

    // Two days later (the job missed one): both days, one notice.
    await runAt(at(storedAt, 92));
    expect((await chargesOf(order.id)).map((c) => c.period)).toEqual([1, 2, 3]);
    expect(await balanceOf(customer.id)).toBe(970);
    expect(await ledgerSum(customer.id)).toBe(970);
    const charged = await noticesOf(customer.id, "storageCharged");
    expect(charged.map((n) => n.textParams)).toMatchObject([
      { orders: 1, total: 10, charged: 10, carried: 0, due: 0 },
      { orders: 1, total: 20, charged: 20, carried: 0, due: 0 },
    ]);
  });

  it("never takes the balance below zero: what it cannot pay is carried and shown to the seller", async () => {
    const { customer, order, storedAt } = await stored(15);
    await runAt(at(storedAt, 90));
    await runAt(at(storedAt, 91));
    await runAt(at(storedAt, 92));
    const charges = await chargesOf(order.id);
    expect(charges.map((c) => [c.period, c.transactionId !== null])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
    expect(await balanceOf(customer.id)).toBe(5);
    expect(await ledgerSum(customer.id)).toBe(5);
    expect((await walletSummary(customer.id)).storageDue).toBe(20);
    const summary = await get("/shop/account/summary", { token: customer.token });
    expect(summary.json.data.storageDue).toBe(20);
    const last = (await noticesOf(customer.id, "storageCharged")).at(-1)!;
    expect(last.textParams).toMatchObject({ charged: 0, carried: 10, due: 20 });
  });

  it("run by two workers at once, charges each period once", async () => {
    const { customer, order, storedAt } = await stored(1_000);
    const when = at(storedAt, 95);
    await Promise.all([runAt(when), runAt(when), runAt(when)]);
    expect((await chargesOf(order.id)).map((c) => c.period)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await balanceOf(customer.id)).toBe(940);
    expect(
      await getDb().accountTransaction.count({
        where: { customerId: customer.id, type: TRANSACTION_TYPE.STORAGE_DEDUCTION },
      }),
    ).toBe(6);
    expect(await noticesOf(customer.id, "storageCharged")).toHaveLength(1);
  });

  it("the job charges by the configured defaults: 90 free days, 10 yen a day", async () => {
    const { order, storedAt } = await stored(1_000);
    await atTime(at(storedAt, 90), () => HANDLERS.storageFees!(null));
    expect(await chargesOf(order.id)).toMatchObject([{ period: 1, amountYen: 10 }]);
  });
});

describe("storage fees carried to the next packing list", () => {
  it("are billed with it, and come back as due when the packing list is cancelled", async () => {
    const { customer, order, storedAt, lineIds } = await stored(0);
    const rules = { ...RULES, freeDays: 0, reminderDays: 0 };
    await runAt(at(storedAt, 1, 1), rules);
    expect((await walletSummary(customer.id)).storageDue).toBe(20);

    const setup = await shippingSetup(customer.id);
    const submitted = await submitShipment(customer.id, {
      lines: [{ orderLineId: lineIds[0], quantity: 10 }],
      destination: "address",
      addressId: setup.addressId,
      clearancePersonId: setup.clearancePersonId,
      shippingMode: SHIPPING_MODE.AIR,
    });
    const containerId = submitted.id;
    const status = (await getDb().container.findUniqueOrThrow({ where: { id: containerId } })).status;
    if (status === 11) await confirmContainer({ containerId });
    await startPacking({ containerId });
    const [line] = await getDb().containerLine.findMany({ where: { containerId } });
    await recordPacking({
      containerId,
      boxes: [
        {
          lengthCm: 30,
          widthCm: 20,
          heightCm: 20,
          actualWeightGrams: 2_000,
          items: [{ containerLineId: line.id, quantity: 10 }],
        },
      ],
    });
    await priceBill({ containerId });
    const fees = await getDb().containerFee.findMany({ where: { containerId } });
    expect(fees.find((f) => f.kind === "storage")).toMatchObject({ quantity: 2, amountYen: 20 });
    const bill = await getDb().container.findUniqueOrThrow({ where: { id: containerId } });
    expect(bill.totalYen).toBe(fees.reduce((s, f) => s + f.amountYen, 0));
    expect((await walletSummary(customer.id)).storageDue).toBe(0);
    expect((await chargesOf(order.id)).every((c) => c.containerId === containerId)).toBe(true);

    await cancelContainer({ containerId, note: "test" }, ACTOR.OPERATOR);
    expect((await walletSummary(customer.id)).storageDue).toBe(20);
  });
});
