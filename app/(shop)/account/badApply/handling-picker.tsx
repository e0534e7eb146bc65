"use client";

import { useTranslations } from "next-intl";
import type { ProblemChoice } from "../../../_problems/problem-api";
import { CodeLabel } from "../../../_problems/problem-labels";

type Props = {
  choices: ProblemChoice[];
  value: number | undefined;
  onChange: (handling: number) => void;
  invalid: boolean;
};

/** Handlings 1–7 as radio choices: the allowed ones selectable, the others disabled with their reason. */
export function HandlingPicker({ choices, value, onChange, invalid }: Props) {
  const t = useTranslations("problemPage");
  return (
    <fieldset
      className={`flex flex-col gap-2 rounded-lg ${invalid ? "ring-2 ring-rose-400 ring-offset-2" : ""}`}
      aria-invalid={invalid || undefined}
      data-testid="handling-picker"
    >
      <legend className="mb-2 text-sm font-semibold">{t("handling")}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((c) => (
          <label
            key={c.handling}
            data-handling={c.handling}
            className={`flex gap-3 rounded-lg border p-3 ${
              !c.allowed
                ? "cursor-not-allowed border-dashed border-slate-200 bg-slate-50 text-slate-600"
                : value === c.handling
                  ? "cursor-pointer border-brand bg-orange-50"
                  : "cursor-pointer border-slate-200 hover:border-brand/50"
            }`}
          >
            <input
              type="radio"
              name="handling"
              className="mt-1 accent-[var(--color-brand)]"
              value={c.handling}
              checked={value === c.handling}
              disabled={!c.allowed}
              onChange={() => onChange(c.handling)}
            />
            <span className="min-w-0 flex-1 text-sm">
              <span className={`block font-semibold ${c.allowed ? "text-slate-900" : ""}`}>
                <CodeLabel group="problemHandling" code={c.handling} />
              </span>
              {!c.allowed && <span className="block text-xs">{c.reason ?? t("notNow")}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
