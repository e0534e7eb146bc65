import { ok, paged } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { listRates, setRate } from "@/lib/rates/exchange-rate";
import { ZRateHistoryQuery, ZRateSet } from "@/lib/validation/staff-finance";

/** The rates finance recorded, newest first. */
export const GET = staffRoute("rate.set", { query: ZRateHistoryQuery }, async ({ query }) => {
  const { total, rows } = await listRates(query);
  return paged(total, rows);
});

/** The day's TTS with its bank and date; the shop's rate becomes TTS + 0.7 (as `npm run op:rate`). */
export const POST = staffRoute("rate.set", { body: ZRateSet }, async ({ actor, body }) => {
  const rate = await setRate(actor, body);
  return ok(rate, rate.replayed ? "staff.finance.rate.alreadySet" : "staff.finance.rate.saved");
});

export * from "@/lib/api/method-not-allowed";
