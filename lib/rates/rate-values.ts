import { formatNumber } from "@/lib/format";

/**
 * A move of the shop rate as the staff's messages name it: both rates with 4 decimals, the change in percent
 * signed with one. Apart from lib/rates/rate-change.ts (its rule reads LIMITS) so the console's notices, which
 * only show a move the server measured, do not bring every code's label into their page's messages.
 */
export function rateMoveValues(latest: string | number, next: string | number, percent: number) {
  return {
    latest: formatNumber(Number(latest), 4),
    rate: formatNumber(Number(next), 4),
    change: `${percent > 0 ? "+" : ""}${formatNumber(percent, 1)}`,
  };
}

/**
 * The values of a source rate the job refused (lib/rates/rate-source.ts `RateRefusal`), for the 11:00 mail and
 * the staff's notices: the bank and its TTS, and the move it would have made, as stored.
 */
export function rateRefusalValues(r: {
  bankTts: number;
  bankName: string;
  rate: number;
  latestRate: number;
  changePercent: number;
}) {
  return {
    bank: r.bankName,
    tts: formatNumber(r.bankTts, 4),
    ...rateMoveValues(r.latestRate, r.rate, r.changePercent),
  };
}
