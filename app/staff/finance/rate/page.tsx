import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { now } from "@/lib/clock";
import { AppError } from "@/lib/errors";
import { japanYmd } from "@/lib/japan-time";
import { getLatestRate } from "@/lib/rates/exchange-rate";
import { openRateAlerts } from "@/lib/rates/rate-source";
import { requireStaff } from "@/lib/staff/page-staff";
import { ScreenMessages } from "../../../_components/screen-messages";
import { RateScreen } from "./rate-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.finance.menu.rate") };
}

/**
 * Finance: the day's TTS with its source; the shop's rate is TTS + 0.7 (SPEC §9), and the history. The days
 * the 11:00 alert found without a rate head the page (docs/jobs.md "The day's rate"). The newest rate recorded
 * is what a new one is compared with (a warning past `LIMITS.rateLargeChangePercent`).
 */
export default async function FinanceRatePage() {
  await requireStaff("rate.set", "/staff/finance/rate");
  const at = now();
  const [missing, latest] = await Promise.all([
    openRateAlerts(at),
    getLatestRate().then(
      (r) => r.rate,
      (error: unknown) => {
        if (error instanceof AppError && error.code === "RATE_MISSING") return null;
        throw error;
      },
    ),
  ]);
  return (
    <ScreenMessages screen="staff/finance/rate/page">
      <RateScreen today={japanYmd(at)} missing={missing} latest={latest} />
    </ScreenMessages>
  );
}
