import { getDb } from "@/lib/db/client";
import { CONTAINER_STATUS, MESSAGE_DIRECTION, PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { countOrders } from "@/lib/orders/order-counts";
import { countUnreadFeedback } from "@/lib/feedback/feedback";

/**
 * The user-center numbers: order counts, cart lines, unread staff messages, open batches, open defects (all,
 * and those waiting for the seller's choice), unread answers to feedback.
 */
export async function centerStatistics(customerId: number) {
  const db = getDb();
  const closedContainers = [CONTAINER_STATUS.DISPATCHED, CONTAINER_STATUS.CANCELLED];
  const [
    orders,
    cartCount,
    unreadMessageCount,
    containerCount,
    problemCount,
    problemPendingCount,
    feedbackUnreadCount,
  ] = await Promise.all([
    countOrders(customerId),
    db.cartLine.count({ where: { customerId } }),
    db.message.count({ where: { customerId, direction: MESSAGE_DIRECTION.FROM_STAFF, readAt: null } }),
    db.container.count({ where: { customerId, status: { notIn: closedContainers } } }),
    db.problem.count({
      where: {
        customerId,
        processStatus: { in: [PROBLEM_PROCESS_STATUS.PENDING, PROBLEM_PROCESS_STATUS.IN_PROCESS] },
      },
    }),
    db.problem.count({ where: { customerId, processStatus: PROBLEM_PROCESS_STATUS.PENDING } }),
    countUnreadFeedback(customerId),
  ]);
  return {
    ...orders,
    cartCount,
    unreadMessageCount,
    containerCount,
    problemCount,
    problemPendingCount,
    feedbackUnreadCount,
  };
}
