import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { walletSummary as endpoint } from "@/lib/api/endpoints/wallet";
import { walletSummary } from "@/lib/wallet/records";

/** Balance, held (withdrawal) amount, top-up/withdrawal limits and whether PayPal is offered. */
export const GET = serve(endpoint, async ({ auth }) => ok(await walletSummary(auth.customerId)));

export * from "@/lib/api/method-not-allowed";
