"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import Link from "@/app/_components/link";
import { rateRefusalValues } from "@/lib/rates/rate-values";
import type { RateAlert } from "@/lib/rates/rate-source";

/**
 * The exchange-rate notice of the dashboard, the job console and the rate desk: each Japan day that had no rate
 * by 11:00 and, when the job refused the source's rate as a large change, that rate's figures. `action` is what
 * the day's line offers: a link to the rate desk unless given (the desk itself gives a button choosing the day);
 * `onRateDesk` says "confirm it here" instead of naming the desk.
 */
export function RateAlerts({
  alerts,
  action = () => <RateDeskLink />,
  onRateDesk = false,
  title,
  className = "",
}: {
  alerts: RateAlert[];
  action?: (day: string) => ReactNode;
  onRateDesk?: boolean;
  title?: string;
  className?: string;
}) {
  const t = useTranslations("staff.rateAlert");
  if (!alerts.length) return null;
  return (
    <section
      className={`card flex flex-col gap-1 border-amber-400 bg-amber-50 text-sm ${className}`}
      role="alert"
      data-testid="rate-alerts"
    >
      {title && <h2 className="font-semibold">{title}</h2>}
      {alerts.map(({ day, refused }) => (
        <div key={day} data-testid="rate-missing">
          <p>
            {t("missing", { day })} {action(day)}
          </p>
          {refused && (
            <p className="text-xs" data-testid="rate-refused">
              {t(onRateDesk ? "refusedHere" : "refused", rateRefusalValues(refused))}
            </p>
          )}
        </div>
      ))}
    </section>
  );
}

/** The notice's way to the rate desk, from the pages that are not it. */
function RateDeskLink() {
  const t = useTranslations("staff.rateAlert");
  return (
    <Link className="text-brand underline" href="/staff/finance/rate">
      {t("enter")}
    </Link>
  );
}
