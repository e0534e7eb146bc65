import { getDb } from "@/lib/db/client";
import { MESSAGE_DIRECTION } from "@/lib/codes";

/** Staff messages the customer has not opened yet (all threads). */
export function countUnread(customerId: number): Promise<number> {
  return getDb().message.count({
    where: { customerId, direction: MESSAGE_DIRECTION.FROM_STAFF, readAt: null },
  });
}
