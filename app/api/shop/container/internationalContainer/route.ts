import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { submitShipment } from "@/lib/shipping/submit-shipment";
import { ZShipmentCreate } from "@/lib/validation/shipping";
import { idempotencyKeyOf } from "@/lib/wallet/idempotency";

/** /shipment submit: a new packing list of stored goods (docs/shipping.md). */
export const POST = route({ auth: true, spends: true, body: ZShipmentCreate }, async ({ auth, body, req }) =>
  ok(
    await submitShipment(auth.customerId, {
      ...body,
      idempotencyKey: idempotencyKeyOf(req, body.idempotencyKey),
    }),
    "shipping.submitted",
  ),
);

export * from "@/lib/api/method-not-allowed";
