import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { getAddress } from "@/lib/addresses/addresses";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { renderNote } from "@/lib/i18n/system-text";
import { paymentRefs, paymentRefView } from "@/lib/invoices/payment-refs";
import { measuredSelect, measuredView } from "@/lib/warehouse/measurements";
import { orderLineSelect, orderView } from "./order-view";

/**
 * One of the customer's orders with lines, price breakdown, address and status timeline; each line with one
 * piece's weight and size as the warehouse measured them at inspection, where known (the list has no need).
 */
export async function getOrder(customerId: number, id: number, locale: Locale) {
  const order = await getDb().order.findFirst({
    where: { id, customerId },
    include: {
      lines: { select: { ...orderLineSelect, ...measuredSelect }, orderBy: { id: "asc" } },
      statusLogs: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        include: { staff: { select: { name: true } } },
      },
      problems: {
        orderBy: { id: "asc" },
        select: {
          id: true,
          orderLineId: true,
          problemType: true,
          processStatus: true,
          handling: true,
          quantity: true,
        },
      },
      parentOrder: { select: { id: true, orderNo: true } },
      splitOrders: { orderBy: { id: "asc" }, select: { id: true, orderNo: true, orderStatus: true } },
      transactions: paymentRefs,
    },
  });
  if (!order) throw new AppError("NOT_FOUND");
  const address = order.addressId
    ? await getAddress(customerId, order.addressId, locale).catch(() => null)
    : null;
  const t = translator(locale);
  const view = orderView(order);
  return {
    ...view,
    // orderView keeps the lines' order, so the i-th view is the i-th row.
    lines: view.lines.map((l, i) => ({ ...l, ...measuredView(order.lines[i]) })),
    address,
    problems: order.problems,
    parentOrder: order.parentOrder,
    splitOrders: order.splitOrders,
    /** the ledger rows that paid for it: their ids download their qualified invoices */
    payments: order.transactions.map(paymentRefView),
    /** every status change with when and who (customer, system, the agent), notes in the reader's language */
    timeline: order.statusLogs.map((s) => ({
      fromStatus: s.fromStatus,
      toStatus: s.toStatus,
      actor: s.actor,
      note: renderNote(t, s),
      /** the member of the agent's staff who made the move, as the owner entered the name; null otherwise */
      staffName: s.staff?.name ?? null,
      createTime: s.createdAt,
    })),
  };
}
