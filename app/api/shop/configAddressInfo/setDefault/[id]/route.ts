import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { addressSetDefault } from "@/lib/api/endpoints/addresses";
import { setDefaultAddress } from "@/lib/addresses/addresses";

/** Makes an own address the default (the others are unset). */
export const POST = serve(addressSetDefault, async ({ auth, params, locale }) =>
  ok(await setDefaultAddress(auth.customerId, params.id, locale), "address.defaultSet"),
);

export * from "@/lib/api/method-not-allowed";
