"use client";

import { useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { staffFinanceRateSet, staffFinanceRates } from "@/lib/client/endpoints";
import { LIMITS } from "@/lib/codes";
import { formatDateTime, formatNumber } from "@/lib/format";
import type { Json } from "@/lib/api/json";
import { rateChange, rateChangeValues } from "@/lib/rates/rate-change";
import { RateAlerts } from "@/app/staff/_components/rate-alerts";
import type { RateAlert } from "@/lib/rates/rate-source";
import { TextInput } from "@/app/_components/inputs/text-input";
import { LoadFailed } from "@/app/_components/load-failed";
import { markInvalidField } from "@/app/_components/mark-field";
import { useFormAction } from "@/app/_components/use-form-action";
import { Pager } from "@/app/staff/_components/pager";
import { ScrollTable } from "@/app/staff/_components/scroll-table";

const PAGE_SIZE = 20;

/** The shop's rate a TTS gives, as the server computes it (TTS + 0.7, 4 decimals), for the preview only. */
function previewRate(tts: string): number | null {
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(tts.trim()) || Number(tts) <= 0) return null;
  const tenThousandths = Math.round(Number(tts) * 10_000) + Math.round(Number(LIMITS.rateMarkup) * 10_000);
  return tenThousandths / 10_000;
}

/**
 * The day's TTS, its bank and the day it applies from; below, every rate recorded, newest first. Above the form,
 * the days the 11:00 alert found without a rate (`missing`, newest first), until their rate is entered here, each
 * with the source's rate the job refused that day as a large change (its TTS, the rate, the latest, the change).
 * `latest`: the newest shop rate recorded (null before the first): a preview more than
 * `LIMITS.rateLargeChangePercent` away from it shows a warning and a confirmation box, without which the server
 * refuses the rate (`rateChange`, the server's own rule). A refusal names the latest rate the server compared
 * with, so a rate recorded meanwhile by someone else brings up the warning too.
 */
export function RateScreen({
  today,
  missing,
  latest,
}: {
  today: string;
  missing: Json<RateAlert>[];
  latest: number | null;
}) {
  const { validate, send, busy, toast, t, locale } = useFormAction();
  const queryClient = useQueryClient();
  const [bankTts, setBankTts] = useState("");
  const [bankName, setBankName] = useState("三菱UFJ銀行");
  const [effectiveDate, setEffectiveDate] = useState(today);
  const [pageNum, setPageNum] = useState(1);
  const [missingDays, setMissingDays] = useState(missing);
  const [latestRate, setLatestRate] = useState(latest);
  const [confirmed, setConfirmed] = useState(false);
  const history = useQuery({
    queryKey: queryKeyOf(staffFinanceRates, pageNum),
    queryFn: () => request(staffFinanceRates, { query: { pageNum, pageSize: PAGE_SIZE } }, { locale }),
  });

  const preview = previewRate(bankTts);
  const largeChange =
    preview !== null && latestRate !== null && rateChange(latestRate, preview).large
      ? rateChangeValues(latestRate, preview)
      : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = await validate(() => import("@/lib/validation/staff-finance").then((m) => m.ZRateSet), {
      bankTts,
      bankName,
      effectiveDate,
      ...(largeChange && confirmed ? { confirmLargeChange: true } : {}),
    });
    if (!body) return;
    const res = await send(
      staffFinanceRateSet,
      { body },
      {
        onError: (error) => {
          // Refused as too far from the latest rate: the warning and its box show the rate the server compared with.
          const data = error.data as { field?: string; latestRate?: number } | undefined;
          if (typeof data?.latestRate !== "number") return;
          setLatestRate(data.latestRate);
          markInvalidField("bankTts");
        },
      },
    );
    if (!res) return;
    toast.show("success", res.msg);
    if (!res.answer.replayed) setLatestRate(res.answer.rate);
    setConfirmed(false);
    // Recorded, or the same rate was there already: either way the day has its rate now.
    setMissingDays((days) => days.filter(({ day }) => day !== body.effectiveDate));
    setPageNum(1);
    await queryClient.invalidateQueries({ queryKey: queryKeyOf(staffFinanceRates) });
  }

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t("staff.finance.menu.rate")}</h1>
      <RateAlerts
        alerts={missingDays}
        onRateDesk
        className="max-w-xl"
        action={(day) =>
          day !== effectiveDate && (
            <button type="button" className="text-brand underline" onClick={() => setEffectiveDate(day)}>
              {t("staff.finance.rate.enterFor")}
            </button>
          )
        }
      />
      <form
        className="card flex max-w-xl flex-col gap-3"
        noValidate
        onSubmit={submit}
        aria-label={t("staff.finance.menu.rate")}
      >
        <p className="text-sm text-slate-600">{t("staff.finance.rate.hint")}</p>
        <TextInput
          label={t("staff.finance.rate.tts")}
          name="bankTts"
          inputMode="decimal"
          maxLength={8}
          value={bankTts}
          onChange={(value) => {
            setBankTts(value);
            setConfirmed(false);
          }}
        />
        <TextInput
          label={t("staff.finance.rate.bankName")}
          name="bankName"
          maxLength={64}
          value={bankName}
          onChange={setBankName}
        />
        <label className="flex flex-col gap-1 text-sm">
          {t("staff.finance.rate.effectiveDate")}
          <input
            type="date"
            name="effectiveDate"
            className="input"
            min={LIMITS.dateMin}
            max={LIMITS.dateMax}
            value={effectiveDate}
            onChange={(e) => setEffectiveDate(e.target.value)}
          />
        </label>
        <p className="text-sm" data-testid="rate-preview">
          {preview !== null
            ? t("staff.finance.rate.preview", { rate: formatNumber(preview, 4) })
            : t("staff.finance.rate.previewEmpty")}
        </p>
        {largeChange && (
          <div
            className="flex flex-col gap-2 rounded border border-amber-400 bg-amber-50 p-3 text-sm"
            role="alert"
            data-testid="rate-large-change"
          >
            <p>{t("staff.finance.rate.largeChange", largeChange)}</p>
            <label className="flex items-start gap-2 font-semibold">
              <input
                type="checkbox"
                name="confirmLargeChange"
                checked={confirmed}
                onChange={(e) => setConfirmed(e.target.checked)}
              />
              <span>{t("staff.finance.rate.confirmLargeChange")}</span>
            </label>
          </div>
        )}
        <button type="submit" className="btn-primary w-auto self-start" disabled={busy}>
          {t("staff.finance.rate.submit")}
        </button>
      </form>
      <h2 className="font-semibold">{t("staff.finance.rate.history")}</h2>
      {history.isError && <LoadFailed error={history.error} onRetry={() => history.refetch()} />}
      <ScrollTable label={t("staff.finance.rate.history")}>
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead>
            <tr className="border-b text-slate-500">
              <th className="p-2">{t("staff.finance.rate.effectiveDate")}</th>
              <th className="p-2 text-right">{t("staff.finance.rate.tts")}</th>
              <th className="p-2 text-right">{t("staff.finance.rate.rate")}</th>
              <th className="p-2">{t("staff.finance.rate.bankName")}</th>
              <th className="p-2">{t("staff.finance.rate.recordedAt")}</th>
            </tr>
          </thead>
          <tbody>
            {(history.data?.rows ?? []).map((r) => (
              <tr key={r.id} className="border-b" data-testid="rate-row">
                <td className="p-2">{r.effectiveDate}</td>
                <td className="p-2 text-right tabular-nums">{formatNumber(r.bankTts, 4)}</td>
                <td className="p-2 text-right font-semibold tabular-nums">{formatNumber(r.rate, 4)}</td>
                <td className="p-2">{r.bankName}</td>
                <td className="whitespace-nowrap p-2">{formatDateTime(r.updateTime)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <Pager
        pageNum={pageNum}
        pageSize={PAGE_SIZE}
        total={history.data?.total}
        onPage={setPageNum}
        showTotal
      />
    </div>
  );
}
