import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { paypalAvailable } from "@/lib/paypal/config";
import { PAYPAL_FEE, WALLET_LIMITS } from "@/lib/wallet/constants";

/** Whether PayPal is configured (the top-up screen disables the option otherwise), its fee and limit. */
export const GET = route({}, async () =>
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
