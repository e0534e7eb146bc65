import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZIdParam } from "@/lib/validation/content";
import { getTopUp } from "@/lib/wallet/top-ups";

/** One own top-up (status, bank account to pay to, deadline). */
export const GET = route({ auth: true }, async ({ auth, params, t }) =>
  ok(await getTopUp(auth.customerId, ZIdParam.parseId(params.id), t)),
);

export * from "@/lib/api/method-not-allowed";
