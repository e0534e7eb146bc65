"use client";

import Link from "@/app/_components/link";
import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/format";
import { ShippingCode } from "../../_shipping/container-labels";
import { GoodsThumb, PieceSize } from "../../_shipping/goods-bits";
import { LineEditor } from "../../_shipping/line-editor";
import type { StoredOrder } from "../../_shipping/shipping-api";
import {
  chosenLine,
  restOfOrder,
  setOrderChosen,
  toggleLine,
  updateLine,
  type ShipmentDraft,
} from "../../_shipping/shipment-draft";
import { useSpecText } from "../../_goods/use-spec-text";

type Props = {
  order: StoredOrder;
  draft: ShipmentDraft;
  update: (change: (d: ShipmentDraft) => ShipmentDraft) => void;
  invalid: string | null;
};

/**
 * One order in storage: choose all its lines or some, and per chosen line the pieces and Amazon codes.
 * Shipping part of an order splits the rest off: the card says how many pieces stay in storage.
 */
export function StoredOrderCard({ order, draft, update, invalid }: Props) {
  const t = useTranslations("shipmentPage");
  const specText = useSpecText();
  const chosen = order.lines.filter((l) => chosenLine(draft, l.id)).length;
  const all = chosen === order.lines.length;
  const rest = restOfOrder(draft, order);
  const allBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = chosen > 0 && !all;
  }, [chosen, all]);

  return (
    <li
      className={`card flex flex-col gap-3 ${chosen ? "ring-2 ring-brand/60" : ""}`}
      data-testid="stored-order"
      data-order-no={order.orderNo}
    >
      <div className="flex items-start gap-3">
        <input
          ref={allBox}
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0 accent-[var(--color-brand)]"
          checked={all}
          onChange={() => update((d) => setOrderChosen(d, order, !all))}
          aria-label={t("chooseOrder", { orderNo: order.orderNo })}
          data-testid="stored-order-check"
        />
        <div className="min-w-0 flex-1 text-sm">
          <Link
            href={`/order/orderDetails?id=${order.orderId}`}
            className="break-all font-semibold hover:underline"
          >
            {order.orderNo}
          </Link>
          <p className="text-xs text-slate-500">
            {[
              order.shopName,
              order.storageTime && t("storedSince", { time: formatDateTime(order.storageTime) }),
            ]
              .filter(Boolean)
              .join(" · ")}
            {order.storageType !== null && (
              <>
                {" · "}
                <ShippingCode group="storageType" code={order.storageType} />
              </>
            )}
          </p>
        </div>
      </div>
      <ul className="flex flex-col gap-3">
        {order.lines.map((l) => {
          const index = draft.lines.findIndex((d) => d.orderLineId === l.id);
          const line = index >= 0 ? draft.lines[index] : undefined;
          return (
            <li
              key={l.id}
              className="flex flex-col gap-2 border-t border-slate-100 pt-3"
              data-testid="stored-line"
            >
              <label className="flex cursor-pointer items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 h-5 w-5 shrink-0 accent-[var(--color-brand)]"
                  checked={!!line}
                  onChange={() => update((d) => toggleLine(d, order, l))}
                  data-testid="stored-line-check"
                  aria-label={t("chooseLine", { goods: l.goodsName })}
                />
                <GoodsThumb url={l.goodsImageUrl} />
                <span className="min-w-0 flex-1 text-sm">
                  <span className="line-clamp-2 break-words">{l.goodsName}</span>
                  {l.goodsSpecs && (
                    <span className="block truncate text-xs text-slate-500">{specText(l.goodsSpecs)}</span>
                  )}
                  <span className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600">
                    <span className="font-semibold" data-testid="stored-qty">
                      {t("storedPieces", { count: l.storedQty })}
                    </span>
                    <PieceSize weightGrams={l.weightGrams} dimensionsMm={l.dimensionsMm} />
                    {l.fnsku && <span className="font-mono">FNSKU {l.fnsku}</span>}
                  </span>
                </span>
              </label>
              {line && (
                <div className="sm:pl-8">
                  <LineEditor
                    line={line}
                    index={index}
                    invalid={invalid}
                    onChange={(patch) => update((d) => updateLine(d, l.id, patch))}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {rest > 0 && (
        <p className="rounded-lg bg-amber-50 p-2 text-xs text-amber-800" data-testid="order-split-note">
          {t("orderSplitNote", { count: rest })}
        </p>
      )}
    </li>
  );
}
