"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Yuan } from "./money";
import type { OrderLine } from "./types";

/**
 * An order's lines: picture, name, specs, unit price in yuan, quantity; with `fba` also ASIN/FNSKU/SKU;
 * `extra` adds more under a line (order details: the warehouse counts and photos).
 */
export function OrderLines({
  lines,
  fba,
  extra,
}: {
  lines: OrderLine[];
  fba?: boolean;
  extra?: (line: OrderLine) => ReactNode;
}) {
  const t = useTranslations("orderPage");
  return (
    <ul className="flex flex-col gap-3">
      {lines.map((l) => (
        <li key={l.id} className="flex gap-3" data-testid="order-line">
          <div className="h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-slate-100">
            {l.goodsImageUrl && (
              // eslint-disable-next-line @next/next/no-img-element -- platform images come from any host
              <img src={l.goodsImageUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
            )}
          </div>
          <div className="min-w-0 flex-1 text-sm">
            <p className="line-clamp-2 break-words">{l.goodsName}</p>
            {l.goodsSpecs && (
              <p className="truncate text-xs text-slate-500">{l.goodsSpecs.replaceAll(";", " / ")}</p>
            )}
            <p className="mt-1 flex justify-between gap-2 text-xs text-slate-600">
              <Yuan amount={l.goodsPrice} />
              <span>{t("quantity", { count: l.goodsCount })}</span>
            </p>
            {fba && (l.asin || l.fnsku || l.sellerSku) && (
              <dl className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600">
                {l.asin && (
                  <div className="flex gap-1">
                    <dt>ASIN</dt>
                    <dd className="font-mono">{l.asin}</dd>
                  </div>
                )}
                {l.fnsku && (
                  <div className="flex gap-1">
                    <dt>FNSKU</dt>
                    <dd className="font-mono">{l.fnsku}</dd>
                  </div>
                )}
                {l.sellerSku && (
                  <div className="flex gap-1">
                    <dt>{t("sellerSku")}</dt>
                    <dd className="break-all font-mono">{l.sellerSku}</dd>
                  </div>
                )}
              </dl>
            )}
            {extra?.(l)}
          </div>
        </li>
      ))}
    </ul>
  );
}
