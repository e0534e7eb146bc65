import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { createLabel } from "@/lib/shipping/labels";
import { ZLabelCreate } from "@/lib/validation/shipping";

export const POST = route({ auth: true, body: ZLabelCreate }, async ({ auth, body }) =>
  ok(await createLabel(auth.customerId, body)),
);

export * from "@/lib/api/method-not-allowed";
