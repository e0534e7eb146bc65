import { LIMITS } from "@/lib/codes";
import { rateMoveValues } from "./rate-values";

/**
 * How far a new shop rate is from the latest one recorded for the same currency (docs/staff.md "Finance desk",
 * "Day's rate"): the one rule behind the rate desk's warning, the server's refusal without a confirmation, the
 * operator command's `--confirm` and the rate job's refusal. Pure, so the desk's preview runs the very rule the
 * server checks. Rates have at most 4 decimals (TTS up to 4 + the markup), so they are compared exactly as whole
 * ten-thousandths of a yen; the latest is above 0 (every rate is TTS + 0.7).
 */
export type RateChange = {
  /** the relative change in percent, signed, rounded to one decimal: −90.2 for 21.85 → 2.139 */
  percent: number;
  /** more than `LIMITS.rateLargeChangePercent` away from the latest: recording it needs a confirmation */
  large: boolean;
};

const tenThousandths = (rate: string | number) => Math.round(Number(rate) * 10_000);

export function rateChange(latest: string | number, next: string | number): RateChange {
  const from = tenThousandths(latest);
  const diff = tenThousandths(next) - from;
  return {
    percent: Math.round((diff * 1000) / from) / 10,
    large: Math.abs(diff) * 100 > from * LIMITS.rateLargeChangePercent,
  };
}

/** The values of the warning and the refusal: both rates with 4 decimals, the change signed with one. */
export function rateChangeValues(latest: string | number, next: string | number) {
  return rateMoveValues(latest, next, rateChange(latest, next).percent);
}
