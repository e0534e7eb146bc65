import type { Prisma } from "@/generated/prisma/client";
import { CONTAINER_STATUS, ORDER_STATUS, PAYMENT_METHOD, TRANSACTION_TYPE } from "@/lib/codes";
import { now } from "@/lib/clock";
import { AppError } from "@/lib/errors";
import { ACTOR, assertTransition } from "@/lib/orders/lifecycle";
import { moveOrder, type LockedOrder } from "@/lib/orders/move-order";
import { lockContainer, moveContainer } from "@/lib/shipping/move-container";
import type { Actor as StaffActor } from "@/lib/staff/audit";
import { derivedKey } from "@/lib/wallet/idempotency";
import { applyBalanceChange, walletTransaction, type Tx } from "@/lib/wallet/ledger";
import { billedStorage, settleBilledStorage } from "@/lib/warehouse/storage-fees";

export type BalancePayment = { orderIds?: number[]; containerIds?: number[]; idempotencyKey?: string };
type PayMethod = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

/** Paid orders whose lines are all catalogue goods go to purchase; others wait for the agent's price check. */
async function statusAfterPayment(tx: Tx, orderId: number): Promise<number> {
  const unverified = await tx.orderLine.count({ where: { orderId, goodsId: null } });
  return unverified ? ORDER_STATUS.AWAITING_CONFIRMATION : ORDER_STATUS.AWAITING_PURCHASE;
}

/** A part of the payment already made under the same client key: nothing to do again. */
async function paidBefore(tx: Tx, customerId: number, key: string | undefined, part: string) {
  if (!key) return false;
  const row = await tx.accountTransaction.findUnique({
    where: { customerId_idempotencyKey: { customerId, idempotencyKey: derivedKey(key, part) } },
    select: { id: true },
  });
  return row !== null;
}

const sortedIds = (ids: number[] | undefined) => [...new Set(ids ?? [])].sort((a, b) => a - b);

/** Locks the packing lists, then the orders (each by id): the order every payment path locks them in. */
export async function lockPayables(tx: Tx, customerId: number, orderIds: number[], containerIds: number[]) {
  const containers = [];
  for (const id of sortedIds(containerIds)) containers.push(await lockContainer(tx, id, customerId));
  const orders = await tx.$queryRaw<(LockedOrder & { total_yen: number })[]>`
    SELECT id, customer_id, order_no, order_status, paid_yen, total_yen FROM orders
    WHERE customer_id = ${customerId} AND id = ANY(${sortedIds(orderIds)}::int[]) ORDER BY id FOR UPDATE`;
  if (orders.length !== sortedIds(orderIds).length) throw new AppError("NOT_FOUND");
  return { containers, orders };
}

/**
 * Pays unpaid orders and packing-list bills from the balance in one transaction (/bundle combined payment):
 * one ledger row each (order payment 3, packing-list payment 2; a bill's storage line a second row, storage
 * deduction 7) with its status change, all or nothing.
 * Locks packing lists, then orders (each by id), then the wallet. With an idempotency key a repeated request
 * debits nothing and answers `replayed: true`; without one, paying what is already paid is refused — so a
 * bill paid from two tabs at once is charged once.
 */
export async function payWithBalance(customerId: number, input: BalancePayment) {
  if (!input.orderIds?.length && !input.containerIds?.length)
    throw new AppError("VALIDATION", {}, "validation.listRequired");
  return walletTransaction((tx) => payInTransaction(tx, customerId, input, PAYMENT_METHOD.BALANCE));
}

/** The ledger remark; a payment by PayPal or bank transfer names its method in the account records. */
function remarkOf(
  kind: "orderPayment" | "packingListPayment" | "storageBilled",
  params: Record<string, string | number>,
  method: PayMethod,
) {
  return method === PAYMENT_METHOD.BALANCE
    ? { key: `ledger.${kind}`, params }
    : { key: `ledger.${kind}By`, params: { ...params, paymentMethod: method } };
}

/**
 * The payment itself, inside the caller's transaction. `method` is what the orders and bills record as paid
 * by: the balance, or the PayPal / bank-transfer top-up that was credited just before in the same
 * transaction (lib/payments/pay-by-top-up.ts). `by` is the staff member whose decision pays (finance approving
 * the transfer): the timelines name them.
 */
export async function payInTransaction(
  tx: Tx,
  customerId: number,
  input: BalancePayment,
  method: PayMethod,
  by?: StaffActor,
) {
  const orderIds = sortedIds(input.orderIds);
  const containerIds = sortedIds(input.containerIds);
  const key = input.idempotencyKey;
  const { containers, orders } = await lockPayables(tx, customerId, orderIds, containerIds);

  let replayed = 0;
  let paidYen = 0;
  let balanceYen: number | null = null;
  const pay = async (
    part: string,
    amountYen: number,
    type: number,
    link: Partial<Prisma.AccountTransactionUncheckedCreateInput>,
    remark: { key: string; params: Record<string, string | number> },
  ) => {
    if (amountYen <= 0) return null;
    const change = await applyBalanceChange(tx, {
      customerId,
      type,
      amountYen: -amountYen,
      idempotencyKey: key ? derivedKey(key, part) : null,
      orderId: (link.orderId as number | undefined) ?? null,
      containerId: (link.containerId as number | undefined) ?? null,
      remarkKey: remark.key,
      remarkParams: remark.params,
    });
    balanceYen = change.balanceYen;
    paidYen += amountYen;
    return change.transaction;
  };

  for (const c of containers) {
    if (c.status !== CONTAINER_STATUS.AWAITING_PAYMENT) {
      // A bill of storage fees alone was paid by its storage row only.
      if (
        (await paidBefore(tx, customerId, key, `container:${c.id}`)) ||
        (await paidBefore(tx, customerId, key, `container:${c.id}:storage`))
      ) {
        replayed += 1;
        continue;
      }
      throw new AppError("CONTAINER_STATUS_CONFLICT");
    }
    // The storage fees billed with it are a storage deduction (type 7) of their own, with its own key; the
    // bill's payment (type 2) is the rest (docs/jobs.md "Storage fees").
    const storage = await billedStorage(tx, c.id);
    await pay(
      `container:${c.id}`,
      c.total_yen - storage.totalYen,
      TRANSACTION_TYPE.PACKING_LIST_PAYMENT,
      { containerId: c.id },
      remarkOf("packingListPayment", { containerNo: c.container_no }, method),
    );
    const storageRow = await pay(
      `container:${c.id}:storage`,
      storage.totalYen,
      TRANSACTION_TYPE.STORAGE_DEDUCTION,
      { containerId: c.id },
      remarkOf("storageBilled", { containerNo: c.container_no, charges: storage.charges }, method),
    );
    if (storageRow) await settleBilledStorage(tx, c.id, storageRow.id);
    await moveContainer(tx, c, {
      to: CONTAINER_STATUS.AWAITING_DISPATCH,
      actor: ACTOR.CUSTOMER,
      by,
      text: { key: "shipping.timeline.paid", params: { total: c.total_yen } },
      data: { paidAt: now(), paymentMethod: method },
    });
    await tx.boxOrder.updateMany({ where: { containerId: c.id }, data: { paidAt: now() } });
  }
  for (const row of orders) {
    const total = Number(row.total_yen);
    if (row.order_status !== ORDER_STATUS.AWAITING_PAYMENT) {
      if (await paidBefore(tx, customerId, key, `order:${row.id}`)) {
        replayed += 1;
        continue;
      }
    }
    const next = await statusAfterPayment(tx, row.id);
    assertTransition(row.order_status, next, ACTOR.CUSTOMER);
    await pay(
      `order:${row.id}`,
      total,
      TRANSACTION_TYPE.ORDER_PAYMENT,
      { orderId: row.id },
      remarkOf("orderPayment", { orderNo: row.order_no }, method),
    );
    await moveOrder(tx, row, {
      to: next,
      actor: ACTOR.CUSTOMER,
      by,
      data: { paymentMethod: method, paidYen: total, paidAt: now() },
    });
  }
  if (replayed && replayed !== orders.length + containers.length) throw new AppError("IDEMPOTENCY_CONFLICT");
  balanceYen ??= (
    await tx.customer.findUniqueOrThrow({ where: { id: customerId }, select: { balanceYen: true } })
  ).balanceYen;
  return { orderIds, containerIds, paidYen, balanceYen: balanceYen as number, replayed: replayed > 0 };
}
