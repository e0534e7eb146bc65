import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { printLabel } from "@/lib/shipping/labels";
import { ZIdBody } from "@/lib/validation/shipping";

export const POST = route({ auth: true, body: ZIdBody }, async ({ auth, body }) =>
  ok(await printLabel(auth.customerId, body), "shipping.labelPrinted"),
);

export * from "@/lib/api/method-not-allowed";
