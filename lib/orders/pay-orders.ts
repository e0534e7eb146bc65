import { payWithBalance } from "@/lib/payments/pay-with-balance";
import type { TOrderPay } from "@/lib/validation/order";

/** Pays orders from the balance (POST /shop/order/payByBalance): the combined payment without bills. */
export function payOrdersWithBalance(customerId: number, input: TOrderPay) {
  return payWithBalance(customerId, { orderIds: input.orderIds, idempotencyKey: input.idempotencyKey });
}
