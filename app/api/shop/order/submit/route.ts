import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZOrderSubmit } from "@/lib/validation/order";
import { submitOrder } from "@/lib/orders/submit-order";

/** Creates orders awaiting payment from the chosen cart lines (docs/order-lifecycle.md). */
export const POST = route({ auth: true, spends: true, body: ZOrderSubmit }, async ({ auth, body }) =>
  ok(await submitOrder(auth.customerId, body), "order.submitted"),
);

export * from "@/lib/api/method-not-allowed";
