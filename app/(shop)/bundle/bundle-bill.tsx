"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { Yen } from "@/app/_components/money";
import { ContainerStatusBadge } from "../../_shipping/container-labels";
import { DestinationText } from "../../_shipping/destination-text";
import type { ContainerDetail } from "../../_shipping/shipping-api";

/** A packing list's bill in the combined payment: number, status, destination, its fee lines and total. */
export function BundleBill({ container: c }: { container: ContainerDetail }) {
  const t = useTranslations();
  return (
    <li className="card flex flex-col gap-2" data-testid="bundle-bill" data-container-no={c.containerNo}>
      <div className="flex items-start justify-between gap-2 text-sm">
        <Link href={`/batchBill?id=${c.id}`} className="break-all font-semibold hover:underline">
          {t("shipmentPage.billOf", { containerNo: c.containerNo })}
        </Link>
        <ContainerStatusBadge status={c.status} />
      </div>
      <p className="text-xs text-slate-500">
        <DestinationText {...c} /> ·{" "}
        {t("shipmentPage.linesAndPieces", { lines: c.lineCount, pieces: c.pieces })}
      </p>
      <ul className="flex flex-col gap-0.5 text-xs text-slate-600">
        {c.fees.map((f, i) => (
          <li key={i} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">{f.description}</span>
            <Yen amount={f.amountYen} className="shrink-0" />
          </li>
        ))}
      </ul>
      <p className="text-right">
        <Yen amount={c.totalYen} className="font-bold" />
      </p>
      {!c.canPay && <p className="text-xs text-slate-500">{t("shipmentPage.billNotPayable")}</p>}
    </li>
  );
}
