import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { walletRate } from "@/lib/api/endpoints/wallet";
import { getRate } from "@/lib/rates/exchange-rate";

export const GET = serve(walletRate, async () => ok(await getRate()));

export * from "@/lib/api/method-not-allowed";
