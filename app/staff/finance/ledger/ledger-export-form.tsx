"use client";

import { useState, type FormEvent } from "react";
import { ApiError, NETWORK_ERROR, readEnvelope, requestHeaders } from "@/lib/client/api";
import { pathOf } from "@/lib/client/endpoint";
import { staffFinanceLedgerExport } from "@/lib/client/endpoints";
import { LIMITS } from "@/lib/codes";
import { ledgerExportFilename, type LedgerPeriod } from "@/lib/wallet/ledger-export-period";
import { markInvalidField } from "@/app/_components/mark-field";
import { useFormAction } from "@/app/_components/use-form-action";
import { useSchemaCheck } from "@/app/_components/use-schema-check";

type Field = keyof LedgerPeriod;
const FIELDS: readonly Field[] = ["from", "to"];

/** Saves the answer's bytes under the file's name (the browser's own download). */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Every customer's account records of a period as one workbook for the accountant (docs/staff.md "Finance
 * desk"): from and to (Japan days; the previous Japan month first), checked with the endpoint's own schema
 * before anything is asked, the failing rule shown under its field.
 */
export function LedgerExportForm({ defaultPeriod }: { defaultPeriod: LedgerPeriod }) {
  const { t, locale, toast } = useFormAction();
  const { run, checking } = useSchemaCheck();
  const [period, setPeriod] = useState<LedgerPeriod>(defaultPeriod);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [downloading, setDownloading] = useState(false);

  async function download(e: FormEvent) {
    e.preventDefault();
    const checked = await run(
      () => import("@/lib/validation/staff-finance").then((m) => m.ZLedgerExportQuery),
      period,
    );
    if (!checked) return;
    if (!checked.ok) {
      const field = String(checked.issue.values.field) as Field;
      setErrors({ [FIELDS.includes(field) ? field : "to"]: t(checked.issue.key, checked.issue.values) });
      markInvalidField(field);
      return;
    }
    setErrors({});
    setDownloading(true);
    try {
      const query = new URLSearchParams(checked.data).toString();
      const response = await fetch(`/api${pathOf(staffFinanceLedgerExport)}?${query}`, {
        headers: requestHeaders(locale),
      });
      const type = response.headers.get("content-type") ?? "";
      if (!response.ok || type.includes("json")) {
        // A refusal comes as the envelope: readEnvelope throws it with the server's message.
        await readEnvelope(response, pathOf(staffFinanceLedgerExport));
        return;
      }
      const filename = ledgerExportFilename(checked.data);
      save(await response.blob(), filename);
      toast.show("success", t("staff.finance.ledgerExport.done", { file: filename }));
    } catch (error) {
      if (!(error instanceof ApiError)) toast.show("error", t("spec.networkError"));
      else if (error.code === NETWORK_ERROR || !error.message || error.httpLevel)
        toast.show("error", t("spec.networkError"));
      else toast.show("warning", error.message);
    } finally {
      setDownloading(false);
    }
  }

  const busy = checking || downloading;
  return (
    <form
      className="card flex flex-col gap-3"
      noValidate
      onSubmit={download}
      aria-label={t("staff.finance.ledgerExport.title")}
      data-testid="ledger-export"
    >
      <h2 className="font-semibold">{t("staff.finance.ledgerExport.title")}</h2>
      <p className="text-sm text-slate-600">
        {t("staff.finance.ledgerExport.hint", { max: LIMITS.ledgerExportMaxDays })}
      </p>
      <div className="flex flex-col gap-3 md:flex-row md:items-start">
        {FIELDS.map((field) => (
          <label key={field} className="flex flex-col gap-1 text-sm md:w-48">
            {field === "from" ? t("staff.finance.ledgerExport.from") : t("staff.finance.ledgerExport.to")}
            <input
              type="date"
              name={field}
              className="input"
              required
              min={LIMITS.dateMin}
              max={LIMITS.dateMax}
              value={period[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `ledger-export-${field}-error` : undefined}
              onChange={(e) => {
                setPeriod((p) => ({ ...p, [field]: e.target.value }));
                setErrors((errs) => ({ ...errs, [field]: undefined }));
              }}
            />
            {errors[field] && (
              <span
                id={`ledger-export-${field}-error`}
                className="text-xs text-red-600"
                role="alert"
                data-testid={`ledger-export-${field}-error`}
              >
                {errors[field]}
              </span>
            )}
          </label>
        ))}
        <button
          type="submit"
          className="btn-primary w-full md:mt-6 md:w-auto"
          disabled={busy}
          aria-busy={downloading || undefined}
        >
          {downloading
            ? t("staff.finance.ledgerExport.downloading")
            : t("staff.finance.ledgerExport.download")}
        </button>
      </div>
    </form>
  );
}
