import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZAddressSave } from "@/lib/validation/address";
import { saveAddress } from "@/lib/addresses/addresses";

/** Insert (no id, at most 10 per customer) or edit (own id) a warehouse-user address. */
export const POST = route({ auth: true, body: ZAddressSave }, async ({ auth, body, locale }) =>
  ok(await saveAddress(auth.customerId, body, locale), "address.saved"),
);

export * from "@/lib/api/method-not-allowed";
