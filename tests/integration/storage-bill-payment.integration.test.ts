import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTAINER_STATUS, SHIPPING_MODE, TRANSACTION_TYPE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { payWithBalance } from "@/lib/payments/pay-with-balance";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { derivedKey } from "@/lib/wallet/idempotency";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { walletSummary } from "@/lib/wallet/records";
import { approveTopUp } from "@/lib/wallet/top-up-review";
import { get, post } from "../helpers/api";
import {
  confirmContainer,
  priceBill,
  recordPacking,
  startPacking,
  submitShipment,
} from "../helpers/operator";
import { shippingSetup } from "../helpers/shipping";
import { balanceOf, ledgerSum, storedOrder } from "../helpers/warehouse";

/**
 * Storage fees carried as an amount due and billed with a packing list (docs/jobs.md "Storage fees"): paying
 * the bill books the storage line as a storage deduction (type 7) of its own beside the bill's payment (type 2),
 * in the same transaction, each row with its own idempotency key; a retry charges nothing twice.
 */
const FEE = 10;
let bankId = 0;

beforeAll(async () => {
  bankId = (
    await getDb().bankAccount.create({
      data: {
        bank: "テスト銀行",
        name: "カイツケ(カ",
        branchBank: "本店",
        bankAccount: "7654321",
        sort: -21,
      },
    })
  ).id;
});

/**
 * A seller with two storage periods carried as due (written straight, as the nightly job leaves them when the
 * balance is empty) and a packing list billed with them; the balance is then set to `balanceYen`.
 */
async function billWithStorage(balanceYen: number) {
  const o = await storedOrder([[4, 1_000]]);
  const customerId = o.customer.id;
  const { storedAt } = await getDb().order.findUniqueOrThrow({ where: { id: o.order.id } });
  await getDb().storageCharge.createMany({
    data: [1, 2].map((period) => ({
      customerId,
      orderId: o.order.id,
      period,
      periodStart: new Date(storedAt!.getTime() + period * 86_400_000),
      amountYen: FEE,
    })),
  });
  expect((await walletSummary(customerId)).storageDue).toBe(2 * FEE);

  const setup = await shippingSetup(customerId);
  const submitted = await submitShipment(customerId, {
    lines: [{ orderLineId: o.lineIds[0], quantity: 4 }],
    destination: "address",
    addressId: setup.addressId,
    clearancePersonId: setup.clearancePersonId,
    shippingMode: SHIPPING_MODE.AIR,
  });
  const containerId = submitted.id;
  const { status } = await getDb().container.findUniqueOrThrow({ where: { id: containerId } });
  if (status === CONTAINER_STATUS.AWAITING_CONFIRMATION) await confirmContainer({ containerId });
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
        items: [{ containerLineId: line.id, quantity: 4 }],
      },
    ],
  });
  await priceBill({ containerId });
  const bill = await getDb().container.findUniqueOrThrow({ where: { id: containerId } });
  const storageLine = await getDb().containerFee.findFirstOrThrow({
    where: { containerId, kind: "storage" },
  });
  expect(storageLine).toMatchObject({ quantity: 2, amountYen: 2 * FEE });

  const delta = balanceYen - (await balanceOf(customerId));
  if (delta)
    await applyBalanceChangeNow({
      customerId,
      type: delta > 0 ? TRANSACTION_TYPE.COMPENSATION : TRANSACTION_TYPE.DEDUCTION,
      amountYen: delta,
      remark: "test: set the balance",
    });
  return { customer: o.customer, orderId: o.order.id, bill };
}

const billRows = (containerId: number) =>
  getDb().accountTransaction.findMany({
    where: { containerId },
    orderBy: { id: "asc" },
    select: { id: true, type: true, amountYen: true, idempotencyKey: true },
  });

describe("paying a bill that carries storage fees", () => {
  it("from the balance: a packing-list payment for the rest and a storage deduction, once per key", async () => {
    const { customer, orderId, bill } = await billWithStorage(50_000);
    const key = `storage-split-${randomUUID()}`;
    const paid = await payWithBalance(customer.id, { containerIds: [bill.id], idempotencyKey: key });
    expect(paid).toMatchObject({
      paidYen: bill.totalYen,
      balanceYen: 50_000 - bill.totalYen,
      replayed: false,
    });

    const rows = await billRows(bill.id);
    expect(rows).toMatchObject([
      {
        type: TRANSACTION_TYPE.PACKING_LIST_PAYMENT,
        amountYen: -(bill.totalYen - 2 * FEE),
        idempotencyKey: derivedKey(key, `container:${bill.id}`),
      },
      {
        type: TRANSACTION_TYPE.STORAGE_DEDUCTION,
        amountYen: -2 * FEE,
        idempotencyKey: derivedKey(key, `container:${bill.id}:storage`),
      },
    ]);
    // The charges are paid now, by the storage row: due nowhere.
    const charges = await getDb().storageCharge.findMany({ where: { orderId } });
    expect(charges.map((c) => [c.containerId, c.transactionId])).toEqual([
      [bill.id, rows[1].id],
      [bill.id, rows[1].id],
    ]);
    expect((await walletSummary(customer.id)).storageDue).toBe(0);

    // The same request again (a retry after a lost answer): replayed, nothing charged twice.
    const again = await payWithBalance(customer.id, { containerIds: [bill.id], idempotencyKey: key });
    expect(again).toMatchObject({ replayed: true, balanceYen: 50_000 - bill.totalYen });
    // Without the key, the bill is simply no longer payable.
    await expect(payWithBalance(customer.id, { containerIds: [bill.id] })).rejects.toThrow(
      expect.objectContaining({ code: "CONTAINER_STATUS_CONFLICT" }),
    );
    expect(await billRows(bill.id)).toHaveLength(2);
    expect(await balanceOf(customer.id)).toBe(50_000 - bill.totalYen);
    expect(await ledgerSum(customer.id)).toBe(await balanceOf(customer.id));

    // The seller's account records (/accountEcords) show both rows.
    const records = await get("/shop/account/records", { token: customer.token });
    expect(records.json.code, records.json.msg).toBe(200);
    const forBill = records.json.rows!.filter(
      (r: { containerId: number | null }) => r.containerId === bill.id,
    );
    expect(
      forBill.map((r: { type: number; amount: number; remark: string }) => [r.type, r.amount, r.remark]),
    ).toEqual([
      [
        TRANSACTION_TYPE.STORAGE_DEDUCTION,
        -2 * FEE,
        `保管料 2件（梱包リスト ${bill.containerNo} のご請求分）`,
      ],
      [
        TRANSACTION_TYPE.PACKING_LIST_PAYMENT,
        -(bill.totalYen - 2 * FEE),
        `梱包リストのお支払い ${bill.containerNo}`,
      ],
    ]);
  });

  it("two tabs paying with the same key at once: one pays, the other is the replay", async () => {
    const { customer, bill } = await billWithStorage(50_000);
    const key = `storage-race-${randomUUID()}`;
    const results = await Promise.all([
      payWithBalance(customer.id, { containerIds: [bill.id], idempotencyKey: key }),
      payWithBalance(customer.id, { containerIds: [bill.id], idempotencyKey: key }),
    ]);
    expect(results.map((r) => r.replayed).sort()).toEqual([false, true]);
    expect((await billRows(bill.id)).map((r) => r.type)).toEqual([
      TRANSACTION_TYPE.PACKING_LIST_PAYMENT,
      TRANSACTION_TYPE.STORAGE_DEDUCTION,
    ]);
    expect(await balanceOf(customer.id)).toBe(50_000 - bill.totalYen);
  });

  it("by bank transfer: the approval credits it and books both rows; approving again charges nothing", async () => {
    const { customer, bill } = await billWithStorage(0);
    const res = await post("/shop/account/topUp", {
      token: customer.token,
      body: { bankAccountId: bankId, amount: bill.totalYen, containerIds: [bill.id] },
    });
    expect(res.json.code, res.json.msg).toBe(200);
    const topUpId = res.json.data.id as number;
    const approved = await approveTopUp(CLI_ACTOR, { id: topUpId });
    expect(approved.paid).toEqual({ orderIds: [], containerIds: [bill.id] });

    const key = `topup-pay:${topUpId}`;
    expect(await billRows(bill.id)).toMatchObject([
      {
        type: TRANSACTION_TYPE.PACKING_LIST_PAYMENT,
        amountYen: -(bill.totalYen - 2 * FEE),
        idempotencyKey: derivedKey(key, `container:${bill.id}`),
      },
      {
        type: TRANSACTION_TYPE.STORAGE_DEDUCTION,
        amountYen: -2 * FEE,
        idempotencyKey: derivedKey(key, `container:${bill.id}:storage`),
      },
    ]);
    await expect(approveTopUp(CLI_ACTOR, { id: topUpId })).rejects.toThrow(
      expect.objectContaining({ code: "TOP_UP_NOT_PENDING" }),
    );
    expect(await billRows(bill.id)).toHaveLength(2);
    expect(await balanceOf(customer.id)).toBe(0);
    expect(await ledgerSum(customer.id)).toBe(0);

    const records = await get("/shop/account/records", { token: customer.token });
    expect(records.json.rows!.slice(0, 3).map((r: { type: number }) => r.type)).toEqual([
      TRANSACTION_TYPE.STORAGE_DEDUCTION,
      TRANSACTION_TYPE.PACKING_LIST_PAYMENT,
      TRANSACTION_TYPE.BANK_TRANSFER_TOP_UP,
    ]);
    expect(records.json.rows![0].remark).toBe(
      `保管料 2件（梱包リスト ${bill.containerNo} のご請求分、銀行振込）`,
    );
  });
});
