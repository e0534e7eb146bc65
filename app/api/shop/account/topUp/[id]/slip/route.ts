import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZIdParam } from "@/lib/validation/content";
import { ZSlipSave } from "@/lib/validation/wallet";
import { saveSlip } from "@/lib/wallet/top-ups";
import { topUpView } from "@/lib/wallet/top-up-view";

/** Transfer slip of a waiting bank-transfer top-up: the URL of an own upload (image or PDF). */
export const POST = route({ auth: true, body: ZSlipSave }, async ({ auth, params, body, t }) => {
  const row = await saveSlip(auth.customerId, ZIdParam.parseId(params.id), body.slipFileUrl);
  return ok(topUpView(row, t), "wallet.messages.slipSaved");
});

export * from "@/lib/api/method-not-allowed";
