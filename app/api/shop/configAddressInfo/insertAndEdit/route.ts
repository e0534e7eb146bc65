import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { addressSave } from "@/lib/api/endpoints/addresses";
import { saveAddress } from "@/lib/addresses/addresses";

/** Insert (no id, at most 10 per customer) or edit (own id) a warehouse-user address. */
export const POST = serve(addressSave, async ({ auth, body, locale }) =>
  ok(await saveAddress(auth.customerId, body, locale), "address.saved"),
);

export * from "@/lib/api/method-not-allowed";
