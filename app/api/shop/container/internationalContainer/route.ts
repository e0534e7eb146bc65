import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { containerSubmit } from "@/lib/api/endpoints/shipping";
import { submitShipment } from "@/lib/shipping/submit-shipment";
import { idempotencyKeyOf } from "@/lib/wallet/idempotency";

/** /shipment submit: a new packing list of stored goods (docs/shipping.md). */
export const POST = serve(containerSubmit, async ({ auth, body, req }) =>
  ok(
    await submitShipment(auth.customerId, {
      ...body,
      idempotencyKey: idempotencyKeyOf(req, body.idempotencyKey),
    }),
    "shipping.submitted",
  ),
);

export * from "@/lib/api/method-not-allowed";
