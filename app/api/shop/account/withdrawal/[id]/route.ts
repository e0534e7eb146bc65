import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZIdParam } from "@/lib/validation/content";
import { getWithdrawal } from "@/lib/wallet/withdrawals";

/** One own withdrawal request. */
export const GET = route({ auth: true }, async ({ auth, params, t }) =>
  ok(await getWithdrawal(auth.customerId, ZIdParam.parseId(params.id), t)),
);

export * from "@/lib/api/method-not-allowed";
