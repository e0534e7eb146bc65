import { ok, paged } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { staffFinanceRateSet, staffFinanceRates } from "@/lib/api/endpoints/staffFinance";
import { listRates, setRate } from "@/lib/rates/exchange-rate";

/** The rates finance recorded, newest first. */
export const GET = serve(staffFinanceRates, async ({ query }) => {
  const { total, rows } = await listRates(query);
  return paged(total, rows);
});

/** The day's TTS with its bank and date; the shop's rate becomes TTS + 0.7 (as `npm run op:rate`). */
export const POST = serve(staffFinanceRateSet, async ({ actor, body }) => {
  const rate = await setRate(actor, body);
  return ok(rate, rate.replayed ? "staff.finance.rate.alreadySet" : "staff.finance.rate.saved");
});

export * from "@/lib/api/method-not-allowed";
