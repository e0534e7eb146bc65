import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { getLatestRate } from "@/lib/rates/exchange-rate";

export const GET = route({}, async () => ok(await getLatestRate()));

export * from "@/lib/api/method-not-allowed";
