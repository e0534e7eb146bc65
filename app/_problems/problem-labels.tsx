"use client";

import { useTranslations } from "next-intl";
import { PROBLEM_PROCESS_STATUS as P, labelKeyOf } from "@/lib/codes";

type Group =
  "problemProcessStatus" | "problemHandling" | "problemType" | "storageType" | "inventoryStatus" | "platform";

/** The localized label of a code (codes.<group>.*); an unknown code shows as its number. */
export function CodeLabel({ group, code }: { group: Group; code: number }) {
  const t = useTranslations();
  const key = labelKeyOf(group, code);
  return <>{key ? t(key) : String(code)}</>;
}

const TONE: Readonly<Record<number, string>> = {
  [P.PENDING]: "bg-amber-100 text-amber-800",
  [P.IN_PROCESS]: "bg-sky-100 text-sky-800",
  [P.PROCESSED]: "bg-emerald-100 text-emerald-800",
  [P.CANCELLED]: "bg-slate-100 text-slate-600",
};

export function ProcessStatusBadge({ status }: { status: number }) {
  return (
    <span
      data-testid="problem-status"
      className={`shrink-0 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status] ?? "bg-slate-100 text-slate-600"}`}
    >
      <CodeLabel group="problemProcessStatus" code={status} />
    </span>
  );
}
