"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { GoodsThumb } from "./goods-bits";
import type { ContainerDetail } from "./shipping-api";
import { SpecLine } from "../_goods/use-spec-text";

/**
 * The goods of the packing list: order, goods, pieces, Amazon codes, whether a trade label is needed. Each
 * order opens the reader's order page (the seller's by default).
 */
export function ContainerLines({
  container: c,
  orderHref = (id) => `/order/orderDetails?id=${id}`,
}: {
  container: ContainerDetail;
  orderHref?: (orderId: number) => string;
}) {
  const t = useTranslations("shipmentPage");
  return (
    <section className="card flex flex-col gap-3" data-testid="container-lines">
      <h2 className="font-bold">
        {t("goodsTitle")}{" "}
        <span className="text-sm font-normal text-slate-500">
          {t("linesAndPieces", { lines: c.lineCount, pieces: c.pieces })}
        </span>
      </h2>
      <ul className="flex flex-col gap-3">
        {c.lines.map((l) => {
          const codes: [string, string | null][] = [
            ["ASIN", l.asin],
            ["FNSKU", l.fnsku],
            [t("sellerSku"), l.sellerSku],
          ];
          return (
            <li
              key={l.id}
              className="flex gap-3 border-t border-slate-100 pt-3 first:border-0 first:pt-0"
              data-testid="container-line"
            >
              <GoodsThumb url={l.goodsImageUrl} />
              <div className="min-w-0 flex-1 text-sm">
                <p className="line-clamp-2 break-words">{l.goodsName ?? "-"}</p>
                <SpecLine text={l.goodsSpecs} />
                <p className="mt-1 flex flex-wrap items-center justify-between gap-2 text-xs">
                  <Link
                    href={orderHref(l.orderId)}
                    className="break-all text-brand hover:underline"
                    data-testid="line-order"
                  >
                    {l.orderNo}
                  </Link>
                  <span className="font-semibold" data-testid="line-quantity">
                    {t("pieces", { count: l.quantity })}
                  </span>
                </p>
                <dl className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600">
                  {codes.map(([label, value]) => (
                    <div key={label} className="flex gap-1">
                      <dt>{label}</dt>
                      <dd className="break-all font-mono">{value ?? "-"}</dd>
                    </div>
                  ))}
                </dl>
                {l.needsTradeLabel && (
                  <span
                    className="mt-1 inline-block rounded-full bg-sky-50 px-2 py-0.5 text-xs text-sky-800"
                    data-testid="needs-trade-label"
                  >
                    {t("needsTradeLabel")}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
