"use client";

import { useTranslations } from "next-intl";
import { formatDate } from "@/lib/format";
import { ShippingCode } from "../../_shipping/container-labels";
import type { ContainerDetail } from "../../_shipping/shipping-api";
import { PackingBoxes } from "./packing-boxes";
import { PackingParties } from "./packing-parties";
import { useSpecText } from "../../_goods/use-spec-text";

/**
 * The packing list as a document: number and dates, shipper, destination, importer, every box with its size,
 * weights and contents (goods, pieces, FNSKU / ASIN / seller SKU), and the totals. Before packing the goods
 * are listed without boxes.
 */
export function PackingDocument({ container: c }: { container: ContainerDetail }) {
  const t = useTranslations("shipmentPage");
  const specText = useSpecText();
  const lines = new Map(c.lines.map((l) => [l.id, l]));
  // The variant (specs) tells lines of the same goods apart; then the codes the FBA warehouse scans.
  const codes = (id: number) => {
    const l = lines.get(id);
    return [
      l?.goodsSpecs && specText(l.goodsSpecs),
      l?.fnsku && `FNSKU ${l.fnsku}`,
      l?.asin && `ASIN ${l.asin}`,
      l?.sellerSku && `SKU ${l.sellerSku}`,
    ]
      .filter(Boolean)
      .join(" / ");
  };

  return (
    <article
      className="card flex flex-col gap-4 print:p-0 print:shadow-none print:ring-0"
      data-testid="packing-document"
    >
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-300 pb-3">
        <div>
          <h1 className="text-xl font-bold">{t("packingListDoc")}</h1>
          <p className="break-all font-mono text-sm" data-testid="packing-no">
            {t("containerNo")}: {c.containerNo}
          </p>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 text-xs">
          <dt className="text-slate-500">{t("createdAt")}</dt>
          <dd>{formatDate(c.createTime)}</dd>
          {c.dispatchTime && (
            <>
              <dt className="text-slate-500">{t("dispatchTime")}</dt>
              <dd>{formatDate(c.dispatchTime)}</dd>
            </>
          )}
          <dt className="text-slate-500">{t("modeTitle")}</dt>
          <dd>
            <ShippingCode group="shippingMode" code={c.shippingMode} />
            {c.carrier && ` · ${c.carrier}`}
          </dd>
        </dl>
      </header>
      <PackingParties container={c} />
      {c.boxes.length > 0 ? (
        <PackingBoxes container={c} codes={codes} />
      ) : (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-600">{t("notPackedYet")}</p>
          <table className="w-full border-collapse text-xs" data-testid="packing-lines">
            <tbody>
              {c.lines.map((l) => (
                <tr key={l.id} className="align-top">
                  <td className="border border-slate-300 p-1.5">
                    <span className="break-words">{l.goodsName}</span>
                    {codes(l.id) && (
                      <span className="block break-all font-mono text-[11px] text-slate-600">
                        {codes(l.id)}
                      </span>
                    )}
                  </td>
                  <td className="border border-slate-300 p-1.5 text-right">{l.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
