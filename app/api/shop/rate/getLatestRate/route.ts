import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { walletLatestRate } from "@/lib/api/endpoints/wallet";
import { getLatestRate } from "@/lib/rates/exchange-rate";

export const GET = serve(walletLatestRate, async () => ok(await getLatestRate()));

export * from "@/lib/api/method-not-allowed";
