import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { getRate } from "@/lib/rates/exchange-rate";

export const GET = route({}, async () => ok(await getRate()));

export * from "@/lib/api/method-not-allowed";
