import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { labelDelete } from "@/lib/api/endpoints/shipping";
import { deleteLabel } from "@/lib/shipping/labels";

export const POST = serve(labelDelete, async ({ auth, body }) =>
  ok(await deleteLabel(auth.customerId, body), "shipping.labelDeleted"),
);

export * from "@/lib/api/method-not-allowed";
