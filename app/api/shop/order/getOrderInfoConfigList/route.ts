import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { orderConfigList } from "@/lib/orders/order-config";

/** Rate, commission, payment options and limits for the order screens. */
export const GET = route({ auth: true }, async ({ auth, t }) =>
  ok(await orderConfigList(auth.customerId, t)),
);

export * from "@/lib/api/method-not-allowed";
