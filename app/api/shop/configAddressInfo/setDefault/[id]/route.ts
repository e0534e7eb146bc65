import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZIdParam } from "@/lib/validation/content";
import { setDefaultAddress } from "@/lib/addresses/addresses";

/** Makes an own address the default (the others are unset). */
export const POST = route({ auth: true }, async ({ auth, params, locale }) =>
  ok(await setDefaultAddress(auth.customerId, ZIdParam.parseId(params.id), locale), "address.defaultSet"),
);

export * from "@/lib/api/method-not-allowed";
