"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { MoneyEffect } from "../../../_problems/money-effect";
import type { ProblemChoice } from "../../../_problems/problem-api";
import { CodeLabel } from "../../../_problems/problem-labels";

/**
 * Every handling side by side while the problem waits for the seller: allowed or why not, the pieces it
 * covers, its money effect and what happens next, and the way to the application form.
 */
export function HandlingChoices({ problemId, choices }: { problemId: number; choices: ProblemChoice[] }) {
  const t = useTranslations("problemPage");
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="handling-choices">
      {choices.map((c) => (
        <li
          key={c.handling}
          data-handling={c.handling}
          data-allowed={c.allowed}
          className={`flex flex-col gap-2 rounded-lg border p-3 ${c.allowed ? "border-slate-200 bg-white" : "border-dashed border-slate-200 bg-slate-50 text-slate-500"}`}
        >
          <div className="flex items-start justify-between gap-2">
            <h3 className="font-semibold text-slate-900">
              <CodeLabel group="problemHandling" code={c.handling} />
            </h3>
            <span className="shrink-0 text-xs text-slate-500">
              {c.quantityChosen
                ? t("upToPieces", { count: c.maxQuantity })
                : t("pieces", { count: c.defaultQuantity })}
            </span>
          </div>
          {c.allowed ? (
            <>
              <MoneyEffect
                handling={c.handling}
                feeYen={c.feeYen}
                refundYen={c.refundYen}
                resendYen={c.resendYen}
                next={c.next}
              />
              <Link
                href={`/account/badApply?id=${problemId}&handling=${c.handling}`}
                className="btn-accent mt-auto text-center"
              >
                {t("chooseThis")}
              </Link>
            </>
          ) : (
            <p className="text-sm" data-testid="choice-reason">
              {c.reason ?? t("notNow")}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
