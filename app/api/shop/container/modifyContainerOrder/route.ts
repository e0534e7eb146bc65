import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { containerModify } from "@/lib/api/endpoints/shipping";
import { modifyContainer } from "@/lib/shipping/container-changes";

/** Change a packing list before packing starts, or cancel it (`cancel: true`). */
export const POST = serve(containerModify, async ({ auth, body }) =>
  ok(await modifyContainer(auth.customerId, body), body.cancel ? "shipping.cancelled" : "shipping.modified"),
);

export * from "@/lib/api/method-not-allowed";
