"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Yuan } from "@/app/_components/yuan";
import type { OrderLine } from "./types";
import { SpecLine } from "../_goods/use-spec-text";

/**
 * An order's lines: picture, name, specs, unit price in yuan, quantity; with `fba` also ASIN/FNSKU/SKU;
 * `extra` adds more under a line (order details: the warehouse counts and photos); `priority` for the lines
 * at the top of a screen, whose pictures are its largest paint: fetched at once, not when scrolled to.
 */
export function OrderLines({
  lines,
  fba,
  extra,
  priority,
}: {
  lines: OrderLine[];
  fba?: boolean;
  extra?: (line: OrderLine) => ReactNode;
  priority?: boolean;
}) {
  const t = useTranslations("orderPage");
  return (
    <ul className="flex flex-col gap-3">
      {lines.map((l, i) => (
        <li key={l.id} className="flex gap-3" data-testid="order-line">
          <div className="h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-slate-100">
            {l.goodsImageUrl && (
              // eslint-disable-next-line @next/next/no-img-element -- platform images come from any host
              <img
                src={l.goodsImageUrl}
                alt=""
                loading={priority ? "eager" : "lazy"}
                fetchPriority={priority && i === 0 ? "high" : "auto"}
                className="h-full w-full object-cover"
              />
            )}
          </div>
          <div className="min-w-0 flex-1 text-sm">
            <p className="line-clamp-2 break-words">{l.goodsName}</p>
            <SpecLine text={l.goodsSpecs} />
            <p className="mt-1 flex justify-between gap-2 text-xs text-slate-600">
              <Yuan amount={l.goodsPrice} />
              <span>{t("quantity", { count: l.goodsCount })}</span>
            </p>
            {fba && l.goodsId === null && l.goodsUrl && (
              <a
                href={l.goodsUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="mt-1 block truncate text-xs text-brand underline"
                data-testid="line-source-link"
              >
                {t("sourceLink")}
              </a>
            )}
            {fba && l.referenceImages.length > 0 && (
              <ul className="mt-1 flex gap-1" aria-label={t("referenceImages")}>
                {l.referenceImages.map((url) => (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      {/* eslint-disable-next-line @next/next/no-img-element -- the seller's own uploads */}
                      <img src={url} alt={t("referenceImage")} className="h-10 w-10 rounded object-cover" />
                    </a>
                  </li>
                ))}
              </ul>
            )}
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
