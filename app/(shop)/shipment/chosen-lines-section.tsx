"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { GoodsThumb, PieceSize } from "../../_shipping/goods-bits";
import { LineEditor } from "../../_shipping/line-editor";
import { piecesOf, removeLine, updateLine, type ShipmentDraft } from "../../_shipping/shipment-draft";
import { SpecLine } from "../../_goods/use-spec-text";

type Props = {
  draft: ShipmentDraft;
  update: (change: (d: ShipmentDraft) => ShipmentDraft) => void;
  invalid: string | null;
};

/** The chosen goods with their pieces and Amazon codes, still editable; more are chosen on /apply-goods. */
export function ChosenLinesSection({ draft, update, invalid }: Props) {
  const t = useTranslations("shipmentPage");
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="shipment-goods">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="shipment-goods" className="font-bold">
          {t("goodsTitle")}
        </h2>
        <span className="text-sm text-slate-500" data-testid="shipment-pieces">
          {t("chosenSummary", { lines: draft.lines.length, pieces: piecesOf(draft) })}
        </span>
      </div>
      <ul className="flex flex-col gap-3">
        {draft.lines.map((l, index) => (
          <li
            key={l.orderLineId}
            className="flex flex-col gap-2 border-t border-slate-100 pt-3 first:border-0 first:pt-0"
            data-testid="shipment-line"
          >
            <div className="flex gap-3">
              <GoodsThumb url={l.goodsImageUrl} />
              <div className="min-w-0 flex-1 text-sm">
                <p className="line-clamp-2 break-words">{l.goodsName}</p>
                <SpecLine text={l.goodsSpecs} />
                <p className="flex flex-wrap gap-x-3 text-xs text-slate-500">
                  <Link href={`/order/orderDetails?id=${l.orderId}`} className="break-all hover:underline">
                    {l.orderNo}
                  </Link>
                  <PieceSize weightGrams={l.weightGrams} dimensionsMm={l.dimensionsMm} />
                </p>
              </div>
              <button
                type="button"
                className="h-8 shrink-0 rounded-lg px-2 text-sm text-slate-500 hover:bg-slate-100"
                onClick={() => update((d) => removeLine(d, l.orderLineId))}
                aria-label={t("removeLine", { goods: l.goodsName })}
              >
                ×
              </button>
            </div>
            <LineEditor
              line={l}
              index={index}
              invalid={invalid}
              onChange={(patch) => update((d) => updateLine(d, l.orderLineId, patch))}
            />
          </li>
        ))}
      </ul>
      <Link href="/apply-goods" className="self-start text-sm text-brand hover:underline">
        {t("changeGoods")}
      </Link>
    </section>
  );
}
