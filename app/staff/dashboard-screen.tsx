"use client";

import Link from "@/app/_components/link";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { staffDashboard } from "@/lib/client/endpoints";
import type { Json } from "@/lib/api/json";
import type { Locale } from "@/lib/i18n/locales";
import type { Dashboard, DashboardQueue } from "@/lib/staff/dashboard";
import type { Permission } from "@/lib/staff/roles";
import { formatDateTime, formatNumber } from "@/lib/format";
import { RateAlerts } from "@/app/staff/_components/rate-alerts";

type Data = Json<Dashboard>;
type Queue = Json<DashboardQueue>;
type Translate = ReturnType<typeof useTranslations<"staff.dashboard">>;

/** Which desk a queue belongs to: the dashboard shows them under the desk's heading. */
const GROUP_OF: Partial<Record<Permission, string>> = {
  "purchase.work": "purchase",
  "warehouse.work": "warehouse",
  "shipping.work": "shipping",
  "topups.review": "finance",
  "withdrawals.pay": "finance",
  "messages.reply": "support",
  "feedback.reply": "support",
};
/** Counts are refreshed this often while the dashboard is open. */
const REFRESH_MS = 60_000;

function ageText(ms: number, t: Translate): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return t("age.minutes", { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t("age.hours", { hours, minutes: minutes % 60 });
  return t("age.days", { days: Math.floor(hours / 24), hours: hours % 24 });
}

function QueueCard({ queue, data, t }: { queue: Queue; data: Data; t: Translate }) {
  const title = t(`queues.${queue.key}`);
  const count = queue.more ? `${formatNumber(data.cap, 0)}+` : formatNumber(queue.count, 0);
  const age = queue.oldestAt ? Date.parse(data.at) - Date.parse(queue.oldestAt) : null;
  const { deadline } = queue;
  return (
    <li className="card flex flex-col gap-1" data-testid={`queue-${queue.key}`}>
      <div className="flex items-baseline justify-between gap-2">
        <h4 className="text-sm font-semibold">
          {queue.href ? (
            <Link href={queue.href} className="text-blue-700 hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </h4>
        <span
          className={`text-2xl font-bold tabular-nums ${queue.count ? "" : "text-slate-500"}`}
          data-testid="queue-count"
        >
          {count}
        </span>
      </div>
      <p className="text-xs text-slate-600">
        {age === null ? t("empty") : t("oldest", { age: ageText(age, t) })}
      </p>
      {deadline && (
        <>
          <p className="flex flex-wrap gap-x-3 text-xs">
            <span className={deadline.overdue ? "font-semibold text-red-700" : "text-slate-500"}>
              {t("overdue", { count: formatNumber(deadline.overdue, 0) })}
            </span>
            <span className={deadline.dueSoon ? "font-semibold text-amber-700" : "text-slate-500"}>
              {t("dueSoon", { count: formatNumber(deadline.dueSoon, 0), hours: data.dueSoonHours })}
            </span>
          </p>
          <p className="text-xs text-slate-500">{t(`deadline.${queue.key}`, { hours: deadline.hours })}</p>
        </>
      )}
      {!queue.href && <p className="text-xs text-slate-500">{t("noDesk")}</p>}
    </li>
  );
}

/** The queues grouped by desk, with counts, the oldest item's age and the 24-hour deadlines. */
export function DashboardScreen({ initial }: { initial: Data }) {
  const locale = useLocale() as Locale;
  const t = useTranslations("staff.dashboard");
  const query = useQuery({
    queryKey: queryKeyOf(staffDashboard),
    queryFn: () => request(staffDashboard, {}, { locale }),
    initialData: initial,
    refetchInterval: REFRESH_MS,
  });
  const data = query.data;
  const groups = new Map<string, Queue[]>();
  for (const queue of data.queues) {
    const group = GROUP_OF[queue.permission] ?? "support";
    groups.set(group, [...(groups.get(group) ?? []), queue]);
  }
  return (
    <div className="flex flex-col gap-4">
      <RateAlerts alerts={data.alerts.rateMissing} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t("title")}</h2>
        <div className="flex items-center gap-2 text-xs text-slate-500">
          <span data-testid="dashboard-at">{t("asOf", { time: formatDateTime(data.at) })}</span>
          <button
            type="button"
            className="btn-secondary w-auto px-3 py-1 text-xs"
            disabled={query.isFetching}
            onClick={() => query.refetch()}
          >
            {t("refresh")}
          </button>
        </div>
      </div>
      {!data.queues.length && <p className="text-sm text-slate-600">{t("noQueues")}</p>}
      {[...groups].map(([group, queues]) => (
        <section key={group} aria-labelledby={`desk-${group}`} className="flex flex-col gap-2">
          <h3 id={`desk-${group}`} className="text-sm font-bold text-slate-700">
            {t(`groups.${group}`)}
          </h3>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {queues.map((queue) => (
              <QueueCard key={queue.key} queue={queue} data={data} t={t} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
