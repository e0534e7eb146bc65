import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { walletPaypalStatus } from "@/lib/api/endpoints/wallet";
import { paypalAvailable } from "@/lib/paypal/config";
import { PAYPAL_FEE, WALLET_LIMITS } from "@/lib/wallet/constants";

/** Whether PayPal is configured (the top-up screen disables the option otherwise), its fee and limit. */
export const GET = serve(walletPaypalStatus, async () =>
  ok({
    available: paypalAvailable(),
    currency: "JPY",
    feeRatePerMille: PAYPAL_FEE.ratePerMille,
    feeFixed: PAYPAL_FEE.fixedYen,
    minAmount: WALLET_LIMITS.minTopUpYen,
    maxAmount: WALLET_LIMITS.maxPaypalTopUpYen,
  }),
);

export * from "@/lib/api/method-not-allowed";
