"use client";

import { useTranslations } from "next-intl";
import { weightText } from "../../_shipping/container-state";
import type { ContainerDetail } from "../../_shipping/shipping-api";

type Props = { container: ContainerDetail; codes: (containerLineId: number) => string };

/**
 * Every box with its size, weights and contents, and the totals: a table on paper and wide screens, one
 * block per box on phones (a six-column table does not fit 390 px).
 */
export function PackingBoxes({ container: c, codes }: Props) {
  const t = useTranslations("shipmentPage");
  const net = c.boxes.reduce((n, b) => n + b.netWeightGrams, 0);
  const actual = c.boxes.reduce((n, b) => n + b.actualWeightGrams, 0);
  const rows = c.boxes.flatMap((b) =>
    b.items.map((i, k) => ({ key: `${b.id}-${k}`, box: k === 0 ? b : null, span: b.items.length, item: i })),
  );
  return (
    <>
      <div className="hidden sm:block print:block">
        <table className="w-full border-collapse text-xs" data-testid="packing-boxes">
          <thead>
            <tr className="bg-slate-100 text-left">
              <th className="border border-slate-300 p-1.5">{t("boxColumn")}</th>
              <th className="border border-slate-300 p-1.5">{t("sizeColumn")}</th>
              <th className="border border-slate-300 p-1.5 text-right">{t("actualColumn")}</th>
              <th className="border border-slate-300 p-1.5 text-right">{t("netColumn")}</th>
              <th className="border border-slate-300 p-1.5">{t("contentsColumn")}</th>
              <th className="border border-slate-300 p-1.5 text-right">{t("piecesColumn")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, box, span, item }) => (
              <tr key={key} className="align-top">
                {box && (
                  <>
                    <td rowSpan={span} className="border border-slate-300 p-1.5 font-semibold">
                      {box.boxNo}
                      {box.trackingNo && (
                        <span className="block break-all font-mono font-normal">{box.trackingNo}</span>
                      )}
                    </td>
                    <td rowSpan={span} className="whitespace-nowrap border border-slate-300 p-1.5">
                      {box.lengthCm}×{box.widthCm}×{box.heightCm} cm
                    </td>
                    <td rowSpan={span} className="whitespace-nowrap border border-slate-300 p-1.5 text-right">
                      {weightText(box.actualWeightGrams)}
                    </td>
                    <td rowSpan={span} className="whitespace-nowrap border border-slate-300 p-1.5 text-right">
                      {weightText(box.netWeightGrams)}
                    </td>
                  </>
                )}
                <td className="border border-slate-300 p-1.5">
                  <span className="break-words">{item.goodsName}</span>
                  {codes(item.containerLineId) && (
                    <span className="block break-all font-mono text-[11px] text-slate-600">
                      {codes(item.containerLineId)}
                    </span>
                  )}
                </td>
                <td className="border border-slate-300 p-1.5 text-right">{item.quantity}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="bg-slate-50 font-semibold">
              <td colSpan={2} className="border border-slate-300 p-1.5">
                {t("totalBoxes", { count: c.boxes.length })}
              </td>
              <td className="border border-slate-300 p-1.5 text-right" data-testid="packing-actual">
                {weightText(actual)}
              </td>
              <td className="border border-slate-300 p-1.5 text-right">{weightText(net)}</td>
              <td className="border border-slate-300 p-1.5">{t("total")}</td>
              <td className="border border-slate-300 p-1.5 text-right" data-testid="packing-pieces">
                {c.pieces}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <ul className="flex flex-col gap-2 text-xs sm:hidden print:hidden" data-testid="packing-box-blocks">
        {c.boxes.map((b) => (
          <li key={b.id} className="rounded-lg border border-slate-300 p-2">
            <p className="flex flex-wrap justify-between gap-2 font-semibold">
              <span>{t("boxNo", { no: b.boxNo })}</span>
              <span>
                {b.lengthCm}×{b.widthCm}×{b.heightCm} cm
              </span>
            </p>
            <p className="text-slate-600">
              {t("weights", { actual: weightText(b.actualWeightGrams), net: weightText(b.netWeightGrams) })}
            </p>
            {b.trackingNo && <p className="break-all font-mono">{b.trackingNo}</p>}
            <ul className="mt-1 flex flex-col gap-1 border-t border-slate-200 pt-1">
              {b.items.map((i) => (
                <li key={i.containerLineId} className="flex justify-between gap-2">
                  <span className="min-w-0">
                    <span className="break-words">{i.goodsName}</span>
                    {codes(i.containerLineId) && (
                      <span className="block break-all font-mono text-[11px] text-slate-600">
                        {codes(i.containerLineId)}
                      </span>
                    )}
                  </span>
                  <span className="shrink-0 font-semibold">×{i.quantity}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
        <li className="flex justify-between gap-2 rounded-lg bg-slate-50 p-2 font-semibold">
          <span>{t("totalBoxes", { count: c.boxes.length })}</span>
          <span>
            {t("weights", { actual: weightText(actual), net: weightText(net) })} ·{" "}
            {t("pieces", { count: c.pieces })}
          </span>
        </li>
      </ul>
    </>
  );
}
