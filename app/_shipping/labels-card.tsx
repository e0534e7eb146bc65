"use client";

import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/format";
import { LabelFileLink } from "./label-file-link";
import type { ContainerDetail } from "./shipping-api";

/**
 * The label files of the packing list: type, printed when, the goods they are for; each opens its file where
 * the reader may open it (the seller; on the console, whoever works the packing desk), else it is named only.
 */
export function LabelsCard({
  container: c,
  openFiles = true,
}: {
  container: ContainerDetail;
  openFiles?: boolean;
}) {
  const t = useTranslations("shipmentPage");
  if (!c.labels.length) return null;
  const goods = new Map(c.lines.map((l) => [l.orderLineId, l.goodsName ?? l.orderNo]));
  return (
    <section className="card flex flex-col gap-2" data-testid="container-labels">
      <h2 className="font-bold">{t("labelsTitle")}</h2>
      <ul className="flex flex-col gap-2 text-sm">
        {c.labels.map((l) => (
          <li key={l.id} className="rounded-lg border border-slate-200 p-2">
            {openFiles ? (
              <LabelFileLink label={l} />
            ) : (
              <span className="break-all font-semibold">{l.name ?? t("labelFile")}</span>
            )}
            <p className="text-xs text-slate-600">
              {t(`labelTypes.${l.labelType}`)} ·{" "}
              {l.printedAt ? t("printedAt", { time: formatDateTime(l.printedAt) }) : t("notPrinted")}
            </p>
            {l.orderLineIds.length > 0 && (
              <p className="break-words text-xs text-slate-500">
                {t("labelForGoods", {
                  goods: l.orderLineIds.map((id) => (goods.get(id) ?? "").slice(0, 24)).join(" / "),
                })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
