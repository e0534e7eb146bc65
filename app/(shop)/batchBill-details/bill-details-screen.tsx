"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { CONTAINER_STATUS } from "@/lib/codes";
import { SHIPPING_RULES } from "@/lib/shipping/rates";
import { Yen } from "@/app/_components/money";
import { PaymentInvoices } from "../../_invoices/invoice-links";
import { ContainerGate } from "../../_shipping/container-gate";
import { BEFORE_BILL, kg } from "../../_shipping/container-state";
import { EstimateOnly } from "../../_shipping/estimate-only";
import { FreightBreakdown } from "./freight-breakdown";
import { OtherFeesBreakdown } from "./other-fees-breakdown";

/**
 * /batchBill-details?id=: how the bill came about — freight from the packed boxes' weights, materials, label
 * work, other fees — and what the estimate was based on.
 */
export function BillDetailsScreen() {
  const t = useTranslations("shipmentPage");
  return (
    <ContainerGate>
      {(c) => (
        <div className="flex flex-col gap-4" data-testid="bill-details">
          <Link href={`/batchBill?id=${c.id}`} className="text-sm text-brand hover:underline">
            ← {t("backToBill")}
          </Link>
          <h1 className="break-all text-lg font-bold">
            {t("billDetailsOf", { containerNo: c.containerNo })}
          </h1>
          {BEFORE_BILL.includes(c.status) || c.status === CONTAINER_STATUS.CANCELLED ? (
            <EstimateOnly container={c} />
          ) : (
            <>
              <FreightBreakdown container={c} />
              <OtherFeesBreakdown container={c} />
              <p className="card flex items-baseline justify-between gap-3">
                <span className="font-semibold">{t("billTotal")}</span>
                <Yen amount={c.totalYen} className="text-xl font-bold text-brand" />
              </p>
              <PaymentInvoices payments={c.payments} />
              <section className="card flex flex-col gap-1 text-sm text-slate-700">
                <h2 className="font-bold text-slate-900">{t("estimateBasisTitle")}</h2>
                <p>
                  {t("estimateBasis", {
                    kg: kg(c.estimateGrams),
                    allowance: SHIPPING_RULES.packingAllowancePercent,
                    tare: SHIPPING_RULES.cartonTareGrams,
                  })}
                </p>
              </section>
            </>
          )}
        </div>
      )}
    </ContainerGate>
  );
}
