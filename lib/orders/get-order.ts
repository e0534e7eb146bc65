import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { getAddress } from "@/lib/addresses/addresses";
import type { Locale } from "@/lib/i18n/locales";
import { orderLineSelect, orderView } from "./order-view";

/** One of the customer's orders with lines, price breakdown, address and status timeline. */
export async function getOrder(customerId: number, id: number, locale: Locale) {
  const order = await getDb().order.findFirst({
    where: { id, customerId },
    include: {
      lines: { select: orderLineSelect, orderBy: { id: "asc" } },
      statusLogs: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
    },
  });
  if (!order) throw new AppError("NOT_FOUND");
  const address = order.addressId
    ? await getAddress(customerId, order.addressId, locale).catch(() => null)
    : null;
  return {
    ...orderView(order),
    address,
    timeline: order.statusLogs.map((s) => ({
      fromStatus: s.fromStatus,
      toStatus: s.toStatus,
      actor: s.actor,
      note: s.note,
      createTime: s.createdAt,
    })),
  };
}
