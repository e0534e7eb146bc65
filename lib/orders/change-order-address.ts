import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { TOrderAddressChange } from "@/lib/validation/order";
import { ADDRESS_CHANGEABLE_STATUSES } from "./lifecycle";

/** Points an order at another of the customer's addresses while the order's status allows it. */
export async function changeOrderAddress(customerId: number, input: TOrderAddressChange): Promise<void> {
  const db = getDb();
  const address = await db.address.findFirst({
    where: { id: input.addressId, customerId },
    select: { id: true },
  });
  if (!address) throw new AppError("NOT_FOUND");
  // One conditional update: the status check and the write cannot be split by a concurrent change.
  const { count } = await db.order.updateMany({
    where: { id: input.orderId, customerId, orderStatus: { in: [...ADDRESS_CHANGEABLE_STATUSES] } },
    data: { addressId: input.addressId },
  });
  if (count === 1) return;
  const exists = await db.order.count({ where: { id: input.orderId, customerId } });
  throw new AppError(exists ? "ORDER_STATUS_CONFLICT" : "NOT_FOUND");
}
