"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { goodsHref, type GoodsCard } from "@/lib/client/goods-api";
import { formatNumber } from "@/lib/format";
import { YenYuan } from "./price";

/**
 * One search result (SPEC §3 goods card): image, title in the page's language, yen/yuan price (the lowest,
 * marked "from" when it depends on quantity or SKU), sales.
 */
export function GoodsCardView({ card, priority = false }: { card: GoodsCard; priority?: boolean }) {
  const t = useTranslations("search");
  return (
    <Link
      href={goodsHref(card)}
      className="card flex h-full flex-col gap-2 p-2 transition hover:ring-brand/40"
      data-testid="goods-card"
    >
      <div className="aspect-square overflow-hidden rounded-lg bg-slate-100">
        {card.picPath ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={card.picPath}
            alt=""
            // The first cards of a screen are its largest paint: fetched at once, not when scrolled to.
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="flex h-full items-center justify-center text-xs text-slate-500">
            {t("noImage")}
          </span>
        )}
      </div>
      <p className="line-clamp-2 min-h-[2.5rem] text-sm leading-5" data-testid="goods-title">
        {card.goodsName || card.goodsNameZh}
      </p>
      <div className="mt-auto flex flex-col gap-0.5">
        <YenYuan yuan={card.goodsPrice} from={card.priceFrom === true} />
        <span className="text-xs text-slate-500" data-testid="goods-sales">
          {t("sales", { count: formatNumber(card.goodsSales, 0) })}
        </span>
      </div>
    </Link>
  );
}

/** The shape of a card while the goods load, so the page below does not jump when they arrive. */
export function GoodsCardPlaceholder() {
  return (
    <div className="card flex h-full flex-col gap-2 p-2" aria-hidden data-testid="goods-card-placeholder">
      <div className="aspect-square animate-pulse rounded-lg bg-slate-200" />
      <div className="flex min-h-[2.5rem] flex-col gap-1.5">
        <div className="h-3.5 w-11/12 animate-pulse rounded bg-slate-200" />
        <div className="h-3.5 w-2/3 animate-pulse rounded bg-slate-200" />
      </div>
      <div className="mt-auto flex flex-col gap-1.5">
        <div className="h-6 w-1/2 animate-pulse rounded bg-slate-200" />
        <div className="h-3.5 w-1/3 animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}
