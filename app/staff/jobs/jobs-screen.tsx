"use client";

import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { staffJobs, staffJobsFailed, staffJobsRetry } from "@/lib/client/endpoints";
import type { Json } from "@/lib/api/json";
import type { Locale } from "@/lib/i18n/locales";
import type { FailedJobRow, QueueState } from "@/lib/jobs/console";
import { QUEUES, type QueueKey } from "@/lib/jobs/queues";
import { scheduleText } from "@/lib/jobs/schedule-text";
import { formatDateTime } from "@/lib/format";
import { LoadFailed } from "@/app/_components/load-failed";
import { useFormAction } from "@/app/_components/use-form-action";
import { Pager } from "../_components/pager";
import { RateAlerts } from "../_components/rate-alerts";
import { ScrollTable } from "../_components/scroll-table";

const PAGE_SIZE = 20;

const keyOf = (name: string) =>
  (Object.entries(QUEUES) as [QueueKey, { name: string }][]).find(([, q]) => q.name === name)?.[0];

/** A queue's schedule in words, Japan time, with its cron expression below; "when needed" for one without. */
function Schedule({ cron }: { cron: string | null }) {
  const { t } = useFormAction();
  if (!cron) return <>{t("staff.jobs.onDemand")}</>;
  const words = scheduleText(cron);
  const said = words ? t(words.key, words.values) : cron;
  return (
    <>
      {words?.key === "staff.jobs.every.minute" ? said : t("staff.jobs.cron", { cron: said })}
      {words && <span className="block font-mono text-slate-500">{cron}</span>}
    </>
  );
}

function QueueTable({ queues }: { queues: Json<QueueState>[] }) {
  const { t } = useFormAction();
  const when = (at: string | null) => (at ? formatDateTime(at) : "—");
  return (
    <ScrollTable label={t("staff.menu.jobs")}>
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead>
          <tr className="border-b text-slate-500">
            <th className="p-2">{t("staff.jobs.queue")}</th>
            <th className="p-2">{t("staff.jobs.schedule")}</th>
            <th className="p-2 text-right">{t("staff.jobs.waiting")}</th>
            <th className="p-2 text-right">{t("staff.jobs.active")}</th>
            <th className="p-2 text-right">{t("staff.jobs.completed")}</th>
            <th className="p-2 text-right">{t("staff.jobs.failed")}</th>
            <th className="p-2">{t("staff.jobs.oldestWaiting")}</th>
            <th className="p-2">{t("staff.jobs.lastCompleted")}</th>
          </tr>
        </thead>
        <tbody>
          {queues.map((q) => (
            <tr key={q.name} className="border-b align-top" data-testid="job-queue" data-queue={q.name}>
              <td className="p-2">
                {t(`staff.jobs.queues.${q.key}`)}
                <span className="block font-mono text-xs text-slate-500">{q.name}</span>
              </td>
              <td className="p-2 text-xs" data-testid="job-schedule">
                <Schedule cron={q.cron} />
              </td>
              <td className="p-2 text-right">{q.counts.created + q.counts.retry}</td>
              <td className="p-2 text-right">{q.counts.active}</td>
              <td className="p-2 text-right">{q.counts.completed}</td>
              <td className={`p-2 text-right ${q.counts.failed ? "font-bold text-red-700" : ""}`}>
                {q.counts.failed}
              </td>
              <td className="whitespace-nowrap p-2">{when(q.oldestWaiting)}</td>
              <td className="whitespace-nowrap p-2">{when(q.lastCompleted)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

function FailedJob({ row }: { row: Json<FailedJobRow> }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const queryClient = useQueryClient();
  const key = keyOf(row.queue);

  async function retry() {
    const body = await validate(() => import("@/lib/validation/staff-jobs").then((m) => m.ZJobRetry), {
      queue: row.queue,
      id: row.id,
    });
    if (!body) return;
    const res = await send(staffJobsRetry, { body });
    if (res) toast.show("success", res.msg);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyOf(staffJobs) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(staffJobsFailed) }),
    ]);
  }

  return (
    <li className="card flex flex-col gap-1 text-sm" data-testid="failed-job" data-id={row.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{key ? t(`staff.jobs.queues.${key}`) : row.queue}</span>
        <span className="text-xs text-slate-600">
          {row.failedAt ? formatDateTime(row.failedAt) : "—"} · {t("staff.jobs.tries", { tries: row.tries })}
        </span>
      </div>
      {row.about && <p className="break-all text-xs text-slate-600">{row.about}</p>}
      <p className="break-all font-mono text-xs text-red-700">{row.error}</p>
      <button type="button" className="btn-secondary w-auto self-start" disabled={busy} onClick={retry}>
        {t("staff.jobs.retry")}
      </button>
    </li>
  );
}

/** The owner's view of the scheduled work: each queue's state, the jobs that failed, and retry. */
export function JobsScreen() {
  const locale = useLocale() as Locale;
  const { t } = useFormAction();
  const [queue, setQueue] = useState("");
  const [pageNum, setPageNum] = useState(1);
  const state = useQuery({
    queryKey: queryKeyOf(staffJobs),
    queryFn: async () => {
      const { queues, alerts } = await request(staffJobs, {}, { locale });
      return { queues, rateMissing: alerts.rateMissing };
    },
    refetchInterval: 30_000,
  });
  const failed = useQuery({
    queryKey: queryKeyOf(staffJobsFailed, queue, pageNum),
    queryFn: () => request(staffJobsFailed, { query: { queue, pageNum, pageSize: PAGE_SIZE } }, { locale }),
  });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">{t("staff.menu.jobs")}</h1>
        <button
          type="button"
          className="btn-secondary w-auto"
          onClick={() => Promise.all([state.refetch(), failed.refetch()])}
        >
          {t("staff.jobs.refresh")}
        </button>
      </div>
      {state.isError && <LoadFailed error={state.error} onRetry={() => state.refetch()} />}
      <RateAlerts alerts={state.data?.rateMissing ?? []} title={t("staff.jobs.alerts")} />
      <QueueTable queues={state.data?.queues ?? []} />
      <section className="flex flex-col gap-2" aria-labelledby="failed-jobs">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="failed-jobs" className="font-semibold">
            {t("staff.jobs.failedTitle")}
          </h2>
          <label className="flex flex-col gap-1 text-sm">
            {t("staff.jobs.queue")}
            <select
              className="input"
              value={queue}
              onChange={(e) => {
                setQueue(e.target.value);
                setPageNum(1);
              }}
            >
              <option value="">{t("staff.jobs.allQueues")}</option>
              {(Object.entries(QUEUES) as [QueueKey, { name: string }][]).map(([key, q]) => (
                <option key={q.name} value={q.name}>
                  {t(`staff.jobs.queues.${key}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {failed.isError && <LoadFailed error={failed.error} onRetry={() => failed.refetch()} />}
        {failed.data && !failed.data.rows.length && (
          <p className="text-sm text-slate-600">{t("staff.jobs.noFailed")}</p>
        )}
        <ul className="flex flex-col gap-2">
          {(failed.data?.rows ?? []).map((row) => (
            <FailedJob key={row.id} row={row} />
          ))}
        </ul>
        <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={failed.data?.total} onPage={setPageNum} />
      </section>
    </div>
  );
}
