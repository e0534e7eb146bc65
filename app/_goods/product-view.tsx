"use client";

import Link from "@/app/_components/link";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { PLATFORM_KEYS } from "@/lib/codes";
import type { GoodsDetail } from "@/lib/client/goods-api";
import { fenToYuan, yuanToFen } from "@/lib/pricing/convert";
import {
  initialSelection,
  quantityBounds,
  selectedSku,
  unitPrice,
  type Selection,
} from "@/lib/client/sku-selection";
import { formatNumber } from "@/lib/format";
import { CostEstimate } from "../_components/cost-estimate";
import { LoadingCards } from "../_components/skeleton";
import { NumberInput } from "../_components/inputs/number-input";
import { Gallery } from "./gallery";
import { PriceTiers } from "./price-tiers";
import { SkuPicker } from "./sku-picker";
import { useSpecName } from "./use-spec-text";
import { YenYuan } from "./price";
import { useAddToCart } from "./use-add-to-cart";
import { rememberViewed } from "./recent-goods";
import { isIncomplete, useGoodsDetail, type GoodsSource } from "./use-goods-detail";

/** /details and /goods/goodsDetails: one product, loaded by catalogue id or by product link. */
export function ProductView({ source, initial }: { source: GoodsSource | null; initial?: GoodsDetail }) {
  const t = useTranslations();
  const detail = useGoodsDetail(source, initial);

  if (!source || (detail.isError && isIncomplete(detail.error)))
    return <ProductIncomplete url={source?.kind === "url" ? source.url : undefined} />;
  if (detail.isError) {
    return (
      <p className="card text-sm text-rose-600" role="alert" data-testid="details-error">
        {t("common.loadFailed")}{" "}
        <button type="button" className="underline" onClick={() => void detail.refetch()}>
          {t("common.retry")}
        </button>
      </p>
    );
  }
  if (detail.isPending) {
    return <LoadingCards kind="product" />;
  }
  // Keyed by goods so a different product starts with a fresh selection and quantity.
  return (
    <Product
      key={`${detail.data.platformType}-${detail.data.numId ?? detail.data.goodsId}`}
      goods={detail.data}
    />
  );
}

/**
 * SPEC §8: "product information incomplete, please search again" with the way back to search, and the way
 * to order the goods through the agent anyway (issue 12).
 */
function ProductIncomplete({ url }: { url?: string }) {
  const t = useTranslations();
  return (
    <div className="card flex flex-col items-center gap-3 py-8 text-center" data-testid="product-incomplete">
      <p role="alert" className="font-semibold text-slate-800">
        {t("spec.productIncomplete")}
      </p>
      <Link
        href="/search"
        className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
      >
        {t("goodsPage.backToSearch")}
      </Link>
      <p className="text-sm text-slate-700">{t("agentOrder.incompleteOffer")}</p>
      <Link
        href={url ? `/order/agentOrder?url=${encodeURIComponent(url)}` : "/order/agentOrder"}
        className="btn-secondary"
        data-testid="agent-order-offer"
      >
        {t("agentOrder.orderThroughAgent")}
      </Link>
    </div>
  );
}

function Product({ goods }: { goods: GoodsDetail }) {
  const t = useTranslations();
  // The home page's "recently viewed" (keyed by goods: a new product is remembered once).
  useEffect(() => rememberViewed(goods), [goods]);
  const specName = useSpecName();
  const { add, busy, toast } = useAddToCart();
  const [selection, setSelection] = useState<Selection>(() => initialSelection(goods.specGroups, goods.skus));
  const sku = selectedSku(goods.specGroups, goods.skus, selection);
  const stock = sku ? sku.stock : goods.stock;
  const bounds = quantityBounds(goods.minOrderQty, stock);
  const [quantity, setQuantity] = useState<number | "">(
    () => quantityBounds(goods.minOrderQty, goods.stock).min,
  );
  const qty = quantity === "" ? bounds.min : quantity;
  const price = unitPrice({ basePrice: goods.goodsPrice, sku, tiers: goods.priceTiers, quantity: qty });
  const soldOut = goods.stock <= 0 || bounds.max < bounds.min;
  const platform = PLATFORM_KEYS[goods.platformType] ?? "";
  const dims =
    goods.lengthMm && goods.widthMm && goods.heightMm
      ? { length: goods.lengthMm, width: goods.widthMm, height: goods.heightMm }
      : null;

  function submit() {
    // SPEC §5: the first failing rule shows as an error toast and stops.
    const missing = goods.specGroups.find((g) => !selection[g.name]);
    if (missing) return toast.show("error", t("goodsPage.chooseSpec", { name: specName(missing.name) }));
    if (!sku && goods.skus.length) return toast.show("error", t("spec.insufficientInventory"));
    if (quantity === "" || quantity < bounds.min) {
      return toast.show("error", t("goodsPage.minQuantity", { min: formatNumber(bounds.min, 0) }));
    }
    if (quantity > stock) return toast.show("error", t("spec.insufficientInventory"));
    void add(goods, sku, quantity, price);
  }

  return (
    <article
      className="flex flex-col gap-4 md:grid md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:items-start"
      data-testid="product"
    >
      <Gallery images={goods.images.length ? goods.images : goods.picPath ? [goods.picPath] : []} />
      <div className="flex flex-col gap-4">
        <header className="flex flex-col gap-1">
          <p className="text-xs uppercase tracking-wide text-slate-500">
            {platform && t(`search.platforms.${platform}`)}
            {goods.shopName && (
              <span className="normal-case"> · {t("goodsPage.shop", { name: goods.shopName })}</span>
            )}
          </p>
          <h1 className="text-lg font-bold leading-snug" data-testid="product-title">
            {goods.goodsName}
          </h1>
          {goods.goodsNameZh && goods.goodsNameZh !== goods.goodsName && (
            <p className="text-sm text-slate-500" lang="zh-CN">
              {goods.goodsNameZh}
            </p>
          )}
        </header>

        <section className="card flex flex-col gap-2 p-3" aria-label={t("goodsPage.price")}>
          <div className="flex items-baseline justify-between gap-2">
            <span className="text-sm text-slate-600">{t("goodsPage.unitPrice")}</span>
            <YenYuan yuan={price} size="lg" />
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <span data-testid="product-stock">{t("goodsPage.stock", { count: formatNumber(stock, 0) })}</span>
            <span>{t("goodsPage.minOrder", { count: bounds.min })}</span>
            <span>{t("search.sales", { count: formatNumber(goods.goodsSales, 0) })}</span>
          </p>
          <PriceTiers tiers={goods.priceTiers} quantity={qty} />
        </section>

        {goods.specGroups.length > 0 && (
          <SkuPicker
            groups={goods.specGroups}
            skus={goods.skus}
            selection={selection}
            onChange={setSelection}
          />
        )}

        <div className="flex flex-wrap items-end gap-3">
          <div className="w-40">
            <NumberInput
              label={t("goodsPage.quantity")}
              value={quantity}
              onChange={setQuantity}
              min={bounds.min}
              max={Math.max(bounds.min, bounds.max)}
              integer
              disabled={soldOut}
              data-testid="quantity"
            />
          </div>
          <div className="flex flex-col text-sm">
            <span className="text-slate-600">{t("goodsPage.subtotal")}</span>
            <YenYuan yuan={fenToYuan(yuanToFen(price) * qty)} />
          </div>
        </div>

        <button
          type="button"
          className="btn-primary"
          disabled={busy || soldOut}
          onClick={submit}
          data-testid="add-to-cart"
        >
          {soldOut ? t("goodsPage.soldOut") : busy ? t("goodsPage.adding") : t("goodsPage.addToCart")}
        </button>

        <CostEstimate
          unitPriceFen={yuanToFen(price)}
          quantity={qty}
          domesticShippingFen={yuanToFen(goods.domesticShipping)}
          weightGrams={goods.weightGrams}
          dims={dims}
        />

        {goods.goodsUrl && (
          <a
            href={goods.goodsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm text-brand hover:underline"
            data-testid="source-link"
          >
            {t("goodsPage.sourceLink", { platform: platform ? t(`search.platforms.${platform}`) : "" })}
          </a>
        )}
      </div>
    </article>
  );
}
