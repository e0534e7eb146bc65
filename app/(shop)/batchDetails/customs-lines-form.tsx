"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { containerDetail, customsLinesList, customsLinesSave } from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import type { TCustomsLines } from "@/lib/validation/customs";
import { TextInput } from "../../_components/inputs/text-input";
import { SpecLine } from "../../_goods/use-spec-text";
import { useSignIn } from "../../_components/session";
import { useFormAction } from "../../_components/use-form-action";
import { useSchemaCheck } from "../../_components/use-schema-check";
import type { ContainerDetail } from "../../_shipping/shipping-api";
import { fieldClass, fieldId, useFieldCheck } from "../../_shipping/use-field-check";
import {
  WORDING_MAX,
  changedLines,
  draftOf,
  fieldPath,
  wordingEditable,
  type CustomsLine,
  type WordingDraft,
  type WordingField,
} from "./customs-lines";

/**
 * The seller's wording of the customs papers' lines (docs/customs-papers.md "Per line"): per line the English
 * description, material, use, HS code and origin beside its goods and pieces, saved until dispatch, then shown
 * read-only. Checked with the server's zod schema before it is sent.
 */
export function CustomsLinesForm({ container: c }: { container: ContainerDetail }) {
  const t = useTranslations("shipmentPage.customs.wording");
  const tc = useTranslations("common");
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  const key = queryKeyOf(customsLinesList, sessionKey, locale, c.id);
  const query = useQuery({
    queryKey: key,
    enabled: !!sessionKey && c.lines.length > 0,
    queryFn: () => request(customsLinesList, { params: { containerId: c.id } }, { locale }),
  });
  if (!c.lines.length) return null;
  const editable = wordingEditable(c.status);
  return (
    <section className="card flex flex-col gap-3" data-testid="customs-wording">
      <h2 className="font-bold">{t("title")}</h2>
      <p className="text-sm text-slate-600">{editable ? t("hint") : t("final")}</p>
      {!query.data ? (
        <p className="text-sm text-slate-500">{query.isError ? tc("loadFailed") : tc("loading")}</p>
      ) : editable ? (
        // A new answer (after saving) starts the form again from what the server now holds.
        <WordingEditor key={query.dataUpdatedAt} containerId={c.id} saved={query.data} queryKey={key} />
      ) : (
        <WordingReadOnly lines={query.data} />
      )}
    </section>
  );
}

type EditorProps = { containerId: number; saved: CustomsLine[]; queryKey: readonly unknown[] };

function WordingEditor({ containerId, saved, queryKey }: EditorProps) {
  const t = useTranslations("shipmentPage.customs.wording");
  const tAll = useTranslations();
  const { send, toast, busy } = useFormAction();
  const fields = useFieldCheck();
  const { run, checking } = useSchemaCheck();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<WordingDraft[]>(() => saved.map(draftOf));
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const changed = changedLines(saved, drafts);

  const set = (i: number, field: WordingField, value: string) => {
    setDrafts((old) => old.map((d, n) => (n === i ? { ...d, [field]: value } : d)));
    if (error?.field === fieldPath(i, field)) setError(null);
  };

  const save = useMutation({
    mutationFn: (body: TCustomsLines) =>
      send(
        customsLinesSave,
        { params: { containerId }, body },
        // Refused because the packing list moved on (dispatched, cancelled): show it as it now is.
        { onError: () => void queryClient.invalidateQueries({ queryKey: queryKeyOf(containerDetail) }) },
      ),
    onSuccess: (res) => {
      if (!res) return;
      toast.show("success", res.msg);
      queryClient.setQueryData(queryKey, res.answer);
    },
  });

  async function submit() {
    // Every line is checked, so an issue's path names the row; only the changed lines are sent.
    const r = await run(() => import("@/lib/validation/customs").then((m) => m.ZCustomsLines), {
      lines: drafts,
    });
    if (!r) return;
    if (!r.ok) {
      const field = String(r.issue.values.field);
      setError({ field, message: tAll(r.issue.key, r.issue.values) });
      fields.fail(field, r.issue.key, r.issue.values);
      return;
    }
    fields.clearInvalid();
    setError(null);
    save.mutate({ lines: changed.map((i) => r.data.lines[i]) });
  }

  const input = (i: number, field: WordingField, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => {
    const path = fieldPath(i, field);
    const invalid = fields.invalid === path || error?.field === path;
    return (
      <div>
        <TextInput
          id={fieldId(path)}
          label={t(field)}
          value={drafts[i][field]}
          maxLength={WORDING_MAX[field]}
          onChange={(v) => set(i, field, v)}
          className={`${fieldClass(invalid)}${field === "hsCode" || field === "originCountry" ? " font-mono" : ""}`}
          aria-invalid={invalid || undefined}
          readOnly={save.isPending}
          {...extra}
        />
        {invalid && error && (
          <p className="mt-1 text-xs text-rose-600" role="alert">
            {error.message}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3">
        {saved.map((l, i) => (
          <li
            key={l.lineId}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
            data-testid="customs-wording-line"
          >
            <LineHeading line={l} />
            {input(i, "descriptionEn", { placeholder: t("descriptionPlaceholder") })}
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
              {input(i, "material", { placeholder: t("materialPlaceholder") })}
              {input(i, "use", { placeholder: t("usePlaceholder") })}
              {input(i, "hsCode", { hint: t("hsCodeHint"), inputMode: "decimal" })}
              {input(i, "originCountry", {
                hint: t("originHint"),
                autoCapitalize: "characters",
                onChange: (v) => set(i, "originCountry", v.toUpperCase()),
              })}
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {changed.length > 0 && (
          <span className="text-xs text-slate-500">{t("changed", { count: changed.length })}</span>
        )}
        <button
          type="button"
          className="btn-accent w-full sm:w-auto"
          disabled={busy || checking || save.isPending || !changed.length}
          onClick={() => void submit()}
          data-testid="customs-wording-save"
        >
          {t("save")}
        </button>
      </div>
    </div>
  );
}

function LineHeading({ line }: { line: CustomsLine }) {
  const t = useTranslations("shipmentPage.customs.wording");
  return (
    <div className="flex items-start justify-between gap-2">
      <div className="min-w-0">
        <p className="text-sm font-semibold break-words">{line.goodsName}</p>
        <SpecLine text={line.goodsSpecs} />
      </div>
      <span className="shrink-0 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
        {t("pieces", { quantity: line.quantity })}
      </span>
    </div>
  );
}

function WordingReadOnly({ lines }: { lines: CustomsLine[] }) {
  const t = useTranslations("shipmentPage.customs.wording");
  const fieldsOf = (l: CustomsLine): [WordingField, string | null][] => [
    ["descriptionEn", l.descriptionEn],
    ["material", l.material],
    ["use", l.use],
    ["hsCode", l.hsCode],
    ["originCountry", l.originCountry],
  ];
  return (
    <ol className="flex flex-col gap-3">
      {lines.map((l) => (
        <li
          key={l.lineId}
          className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
          data-testid="customs-wording-line"
        >
          <LineHeading line={l} />
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            {fieldsOf(l).map(([field, value]) => (
              <div key={field} className="contents">
                <dt className="text-slate-500">{t(field)}</dt>
                <dd className="break-words">{value ?? "—"}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}
