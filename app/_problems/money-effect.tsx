"use client";

import { useTranslations } from "next-intl";
import { Yen } from "@/app/_components/money";
import { resends } from "./problem-state";

type Props = { handling: number; feeYen: number; refundYen: number; resendYen: number; next?: string };

/** What a handling costs and brings back, and what happens next (docs/warehouse.md, fees and refunds). */
export function MoneyEffect({ handling, feeYen, refundYen, resendYen, next }: Props) {
  const t = useTranslations("problemPage.money");
  return (
    <div className="flex flex-col gap-2" data-testid="money-effect">
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t("fee")}</dt>
        <dd className="text-right" data-testid="money-fee">
          {feeYen > 0 ? <Yen amount={feeYen} className="font-semibold" /> : t("none")}
        </dd>
        <dt className="text-slate-600">{t("refund")}</dt>
        <dd className="text-right" data-testid="money-refund">
          {refundYen > 0 ? <Yen amount={refundYen} className="font-semibold text-emerald-700" /> : t("none")}
        </dd>
        {(resends(handling) || resendYen > 0) && (
          <>
            <dt className="text-slate-600">{t("resend")}</dt>
            <dd className="text-right">
              {resendYen > 0 ? <Yen amount={resendYen} className="font-semibold" /> : t("supplierPays")}
            </dd>
          </>
        )}
      </dl>
      {next && (
        <p className="rounded-lg bg-slate-50 p-2 text-xs leading-relaxed text-slate-600">
          <span className="font-semibold text-slate-700">{t("next")}</span> {next}
        </p>
      )}
    </div>
  );
}
