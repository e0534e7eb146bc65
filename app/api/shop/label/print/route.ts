import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { labelPrint } from "@/lib/api/endpoints/shipping";
import { printLabel } from "@/lib/shipping/labels";

export const POST = serve(labelPrint, async ({ auth, body }) =>
  ok(await printLabel(auth.customerId, body), "shipping.labelPrinted"),
);

export * from "@/lib/api/method-not-allowed";
