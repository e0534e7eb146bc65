import { now } from "@/lib/clock";
import { ORDER_STATUS, TRANSACTION_TYPE } from "@/lib/codes";
import { getDb, type DbTx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { japanYmd } from "@/lib/japan-time";
import { yieldToRequests } from "@/lib/jobs/yield";
import { queueNoticeMail } from "@/lib/notices/notice-mail";
import { createNotice } from "@/lib/notices/notices";
import { SHIPPING_FEE_KIND } from "@/lib/shipping/rates";
import { applyBalanceChange, lockWallet, walletTransaction } from "@/lib/wallet/ledger";

/**
 * Storage fees (docs/jobs.md "Storage fees"), the nightly "storage-fees" job. Goods in storage (order status 16)
 * are free for STORAGE_FREE_DAYS from the day they were stored; then each order is charged STORAGE_FEE_YEN per
 * STORAGE_FEE_PERIOD_DAYS, each period when it starts, from the balance with its ledger row (type 7, storage
 * deduction). A balance too small is never taken below zero: the fee is carried as an amount due, shown to the
 * seller and billed with their next packing list. STORAGE_REMINDER_DAYS before the free days end the seller is
 * told once per order, and each charge is announced.
 */
const DAY = 86_400_000;
const BATCH = 5_000;

export type StorageRules = { freeDays: number; feeYen: number; periodDays: number; reminderDays: number };

export function storageRules(): StorageRules {
  const e = env();
  return {
    freeDays: e.STORAGE_FREE_DAYS,
    feeYen: e.STORAGE_FEE_YEN,
    periodDays: e.STORAGE_FEE_PERIOD_DAYS,
    reminderDays: e.STORAGE_REMINDER_DAYS,
  };
}

/** When the free days of goods stored at `storedAt` end (the first period's start). */
export const freeUntil = (storedAt: Date, rules: StorageRules) =>
  new Date(storedAt.getTime() + rules.freeDays * DAY);

/** Periods started by `at` (each is charged when it starts), and the start of period `n`. */
export function periodsStarted(storedAt: Date, at: Date, rules: StorageRules): number {
  const since = at.getTime() - freeUntil(storedAt, rules).getTime();
  return since < 0 ? 0 : Math.floor(since / (rules.periodDays * DAY)) + 1;
}
const periodStart = (storedAt: Date, n: number, rules: StorageRules) =>
  new Date(freeUntil(storedAt, rules).getTime() + (n - 1) * rules.periodDays * DAY);

type Stored = { id: number; customerId: number; orderNo: string; storedAt: Date };

const byCustomer = (rows: Stored[]) => {
  const groups = new Map<number, Stored[]>();
  for (const r of rows) groups.set(r.customerId, [...(groups.get(r.customerId) ?? []), r]);
  return groups;
};

/** The seller's storage fees not paid from the balance and not yet on a bill. */
export async function storageDueYen(customerId: number, tx: DbTx = getDb()): Promise<number> {
  const { _sum } = await tx.storageCharge.aggregate({
    where: { customerId, transactionId: null, containerId: null },
    _sum: { amountYen: true },
  });
  return _sum.amountYen ?? 0;
}

/**
 * The packing list being billed takes the seller's storage fees carried as an amount due (and keeps those it
 * took at an earlier pricing of the same bill): they become one line of its bill, paid with it. Answers how
 * many charges and how much. A cancelled packing list gives them back (`releaseStorageDues`).
 */
export async function claimStorageDues(tx: DbTx, customerId: number, containerId: number) {
  await tx.storageCharge.updateMany({
    where: { customerId, transactionId: null, OR: [{ containerId: null }, { containerId }] },
    data: { containerId },
  });
  const { _sum, _count } = await tx.storageCharge.aggregate({
    where: { containerId },
    _sum: { amountYen: true },
    _count: true,
  });
  return { charges: _count, totalYen: _sum.amountYen ?? 0 };
}

export async function releaseStorageDues(tx: DbTx, containerId: number): Promise<void> {
  await tx.storageCharge.updateMany({ where: { containerId }, data: { containerId: null } });
}

/**
 * The storage line of a packing list's bill, as priced (the fees `claimStorageDues` took into it). Paying the
 * bill books it as a storage deduction (ledger type 7) of its own, as the fees the balance paid at once are,
 * beside the bill's payment (type 2) for the rest.
 */
export async function billedStorage(tx: DbTx, containerId: number) {
  const { _sum } = await tx.containerFee.aggregate({
    where: { containerId, kind: SHIPPING_FEE_KIND.STORAGE },
    _sum: { quantity: true, amountYen: true },
  });
  return { charges: _sum.quantity ?? 0, totalYen: _sum.amountYen ?? 0 };
}

/** The bill's storage charges were paid by ledger row `transactionId`: they are no longer due anywhere. */
export async function settleBilledStorage(tx: DbTx, containerId: number, transactionId: number) {
  await tx.storageCharge.updateMany({ where: { containerId, transactionId: null }, data: { transactionId } });
}

/**
 * Charges one customer's due periods in one transaction, under their wallet's row lock: the charges already
 * made are read after the lock, so a second worker (or a retry) finds them and charges nothing. Each period is
 * paid from the balance while it lasts, else carried; one notice (and its queued mail) says what was charged.
 */
async function chargeCustomer(customerId: number, orders: Stored[], at: Date, rules: StorageRules) {
  return walletTransaction(async (tx) => {
    await lockWallet(tx, customerId);
    const done = await tx.storageCharge.groupBy({
      by: ["orderId"],
      where: { orderId: { in: orders.map((o) => o.id) } },
      _max: { period: true },
    });
    const last = new Map(done.map((d) => [d.orderId, d._max.period ?? 0]));
    let charged = 0;
    let carried = 0;
    const charging = new Set<number>();
    for (const o of orders) {
      for (let n = (last.get(o.id) ?? 0) + 1; n <= periodsStarted(o.storedAt, at, rules); n++) {
        const { balanceYen } = await tx.customer.findUniqueOrThrow({
          where: { id: customerId },
          select: { balanceYen: true },
        });
        const paid =
          balanceYen >= rules.feeYen
            ? await applyBalanceChange(tx, {
                customerId,
                type: TRANSACTION_TYPE.STORAGE_DEDUCTION,
                amountYen: -rules.feeYen,
                orderId: o.id,
                idempotencyKey: `storage:${o.id}:${n}`,
                remarkKey: "ledger.storageFee",
                remarkParams: { orderNo: o.orderNo, from: japanYmd(periodStart(o.storedAt, n, rules)) },
              })
            : null;
        await tx.storageCharge.create({
          data: {
            customerId,
            orderId: o.id,
            period: n,
            periodStart: periodStart(o.storedAt, n, rules),
            amountYen: rules.feeYen,
            transactionId: paid?.transaction.id ?? null,
            createdAt: at,
          },
        });
        if (paid) charged += rules.feeYen;
        else carried += rules.feeYen;
        charging.add(o.id);
      }
    }
    if (!charging.size) return false;
    const notice = await createNotice(tx, {
      customerId,
      name: "storageCharged",
      params: {
        orders: charging.size,
        total: charged + carried,
        charged,
        carried,
        due: await storageDueYen(customerId, tx),
        freeDays: rules.freeDays,
      },
      link: "/accountEcords",
    });
    await queueNoticeMail(tx, notice);
    return true;
  });
}

/** Tells a customer, once per order, that the free days of their stored goods end soon. */
async function warnCustomer(customerId: number, orders: Stored[], rules: StorageRules) {
  return getDb().$transaction(async (tx) => {
    const newly: Stored[] = [];
    for (const o of orders) {
      const inserted = await tx.$queryRaw<{ id: number }[]>`
        INSERT INTO reminder (customer_id, kind, entity_id, since, step)
        VALUES (${customerId}, 'storage.freeEnding', ${o.id}, ${o.storedAt}, 1)
        ON CONFLICT (kind, entity_id, since, step) DO NOTHING RETURNING id`;
      if (inserted.length) newly.push(o);
    }
    if (!newly.length) return false;
    const first = newly.reduce((a, b) => (a.storedAt <= b.storedAt ? a : b));
    const notice = await createNotice(tx, {
      customerId,
      name: "storageFreeEnding",
      params: {
        orders: newly.length,
        orderNo: first.orderNo,
        date: japanYmd(freeUntil(first.storedAt, rules)),
        freeDays: rules.freeDays,
        fee: rules.feeYen,
        periodDays: rules.periodDays,
      },
      link: `/order/orderList?orderStatus=${ORDER_STATUS.IN_STORAGE}`,
    });
    await queueNoticeMail(tx, notice);
    return true;
  });
}

const stored = (where: object) =>
  getDb()
    .order.findMany({
      where: { orderStatus: ORDER_STATUS.IN_STORAGE, ...where },
      select: { id: true, customerId: true, orderNo: true, storedAt: true },
      orderBy: { id: "asc" },
      take: BATCH,
    })
    .then((rows) => rows.filter((r): r is Stored => r.storedAt !== null));

/** The "storage-fees" job: reminders before the free days end, then the charges due. */
export async function chargeStorageFees(at = now(), rules = storageRules()) {
  const result = { warned: 0, charged: 0 };
  if (rules.feeYen <= 0) return result;
  const freeEndsBy = (days: number) => new Date(at.getTime() - days * DAY);
  if (rules.reminderDays > 0) {
    // Stored long enough for the warning, not yet past the free days.
    const soon = await stored({
      storedAt: { lte: freeEndsBy(rules.freeDays - rules.reminderDays), gt: freeEndsBy(rules.freeDays) },
    });
    for (const [customerId, orders] of byCustomer(soon)) {
      if (await warnCustomer(customerId, orders, rules)) result.warned += 1;
      await yieldToRequests();
    }
  }
  const due = await stored({ storedAt: { lte: freeEndsBy(rules.freeDays) } });
  // Only customers with a period not charged yet open a transaction (chargeCustomer checks again under lock).
  const done = await getDb().storageCharge.groupBy({
    by: ["orderId"],
    where: { orderId: { in: due.map((o) => o.id) } },
    _max: { period: true },
  });
  const last = new Map(done.map((d) => [d.orderId, d._max.period ?? 0]));
  const owing = due.filter((o) => periodsStarted(o.storedAt, at, rules) > (last.get(o.id) ?? 0));
  for (const [customerId, orders] of byCustomer(owing)) {
    if (await chargeCustomer(customerId, orders, at, rules)) result.charged += 1;
    await yieldToRequests();
  }
  return result;
}
