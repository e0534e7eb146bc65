import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { labelAdd } from "@/lib/api/endpoints/shipping";
import { createLabel } from "@/lib/shipping/labels";

export const POST = serve(labelAdd, async ({ auth, body }) => ok(await createLabel(auth.customerId, body)));

export * from "@/lib/api/method-not-allowed";
