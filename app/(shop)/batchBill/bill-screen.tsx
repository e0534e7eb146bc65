"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/format";
import { ContainerStatusBadge } from "../../_shipping/container-labels";
import { ContainerGate } from "../../_shipping/container-gate";
import { hasBill } from "../../_shipping/container-state";
import { BillTable } from "../../_shipping/bill-table";
import { EstimateComparison } from "../../_shipping/estimate-comparison";
import { EstimateOnly } from "../../_shipping/estimate-only";
import { PayBillCard } from "./pay-bill-card";

/**
 * /batchBill?id=: the bill line by line with its total, next to the estimate with both chargeable weights
 * and the difference explained; before billing only the estimate. Paying from the balance while the bill
 * waits for payment; how each line came about is on /batchBill-details.
 */
export function BillScreen() {
  const t = useTranslations("shipmentPage");
  return (
    <ContainerGate>
      {(c) => {
        const billed = hasBill(c.status);
        return (
          <div className="flex flex-col gap-4" data-testid="container-bill">
            <Link href={`/batchDetails?id=${c.id}`} className="text-sm text-brand hover:underline">
              ← {t("backToDetails")}
            </Link>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h1 className="break-all text-lg font-bold">{t("billOf", { containerNo: c.containerNo })}</h1>
              <ContainerStatusBadge status={c.status} />
            </div>
            {billed ? (
              <>
                <BillTable container={c} />
                {c.canPay && <PayBillCard container={c} />}
                {c.payTime && (
                  <p className="card text-sm text-emerald-700" data-testid="bill-paid">
                    {t("paidAt", { time: formatDateTime(c.payTime) })}
                  </p>
                )}
                <EstimateComparison container={c} />
                <Link href={`/batchBill-details?id=${c.id}`} className="btn-secondary self-start">
                  {t("howBilled")}
                </Link>
              </>
            ) : (
              <EstimateOnly container={c} />
            )}
          </div>
        );
      }}
    </ContainerGate>
  );
}
