import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { walletSummary } from "@/lib/wallet/records";

/** Balance, held (withdrawal) amount, top-up/withdrawal limits and whether PayPal is offered. */
export const GET = route({ auth: true }, async ({ auth }) => ok(await walletSummary(auth.customerId)));

export * from "@/lib/api/method-not-allowed";
