import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { modifyContainer } from "@/lib/shipping/container-changes";
import { ZContainerModify } from "@/lib/validation/shipping";

/** Change a packing list before packing starts, or cancel it (`cancel: true`). */
export const POST = route({ auth: true, body: ZContainerModify }, async ({ auth, body }) =>
  ok(await modifyContainer(auth.customerId, body), body.cancel ? "shipping.cancelled" : "shipping.modified"),
);

export * from "@/lib/api/method-not-allowed";
