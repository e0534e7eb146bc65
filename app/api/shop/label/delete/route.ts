import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { deleteLabel } from "@/lib/shipping/labels";
import { ZIdBody } from "@/lib/validation/shipping";

export const POST = route({ auth: true, body: ZIdBody }, async ({ auth, body }) =>
  ok(await deleteLabel(auth.customerId, body), "shipping.labelDeleted"),
);

export * from "@/lib/api/method-not-allowed";
