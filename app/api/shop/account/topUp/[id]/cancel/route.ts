import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZIdParam } from "@/lib/validation/content";
import { cancelTopUp } from "@/lib/wallet/top-ups";
import { topUpView } from "@/lib/wallet/top-up-view";

/** The customer cancels a waiting top-up (4 → 3). */
export const POST = route({ auth: true }, async ({ auth, params, t }) => {
  const row = await cancelTopUp(auth.customerId, ZIdParam.parseId(params.id));
  return ok(topUpView(row, t), "wallet.messages.topUpCancelled");
});

export * from "@/lib/api/method-not-allowed";
