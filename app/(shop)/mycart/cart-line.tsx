"use client";

import Link from "@/app/_components/link";
import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { ApiError } from "@/lib/client/api";
import { yenText } from "@/lib/client/rate";
import { formatNumber } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { lineUnitFen } from "@/lib/cart/selection";
import { fenToYen, yuanToFen } from "@/lib/pricing/convert";
import { MAX_CART_COUNT } from "@/lib/inputs/limits";
import { NumberInput } from "../../_components/inputs/number-input";
import { CostEstimate } from "../../_components/cost-estimate";
import { useToast } from "../../_components/toast";
import { updateCount, type CartRow } from "./cart-api";
import { useSpecText } from "../../_goods/use-spec-text";

/** Edits are saved once the count rests this long (typing "12" should not save "1" first). */
const SAVE_DELAY_MS = 600;

type Props = {
  row: CartRow;
  rate: number | undefined;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** the count on screen, for the selection totals (before it is saved) */
  onCount: (count: number) => void;
  onSaved: (row: CartRow) => void;
  onSaving: (saving: boolean) => void;
  onDelete: () => void;
};

/** One cart line: select, picture, specs, unit price in yen and yuan, count editor, subtotal and estimate. */
export function CartLine({ row, rate, selected, onSelect, onCount, onSaved, onSaving, onDelete }: Props) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const toast = useToast();
  const [count, setCount] = useState<number | "">(row.goodsCount);
  // A count saved or reloaded from the server replaces what is on screen.
  const [serverCount, setServerCount] = useState(row.goodsCount);
  if (serverCount !== row.goodsCount) {
    setServerCount(row.goodsCount);
    setCount(row.goodsCount);
  }
  const min = Math.max(1, row.minOrderQty);
  const max = Math.min(row.stock ?? MAX_CART_COUNT, MAX_CART_COUNT);

  // Save a changed count after a pause; on refusal show the server's message and restore the saved count.
  useEffect(() => {
    if (count === "" || count === row.goodsCount || count < min || count > max) return;
    const timer = setTimeout(async () => {
      onSaving(true);
      try {
        onSaved(await updateCount(locale, row.id, count));
      } catch (error) {
        toast.show(
          "warning",
          error instanceof ApiError && error.message ? error.message : t("spec.networkError"),
        );
        setCount(row.goodsCount);
        onCount(row.goodsCount);
      } finally {
        onSaving(false);
      }
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // onSaved/onSaving/onCount are stable per row; re-arming on their identity would save twice
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count, row.id, row.goodsCount, min, max, locale]);

  const shown = count === "" ? row.goodsCount : count;
  const unitFen = lineUnitFen(row, shown);
  const change = (value: number | "") => {
    setCount(value);
    if (value !== "" && value >= min && value <= max) onCount(value);
  };
  const yen = (fen: number) =>
    rate === undefined ? "…" : t("common.yen", { amount: yenText(fenToYen(fen, rate)) });
  const yuan = (fen: number) => t("pricing.yuan", { amount: formatNumber(fen / 100, 2) });
  const specText = useSpecText();
  const picture = row.pictureUrl ?? row.goodsImageUrl;
  const specs = row.spData.length
    ? row.spData.map((s) => s.value).join(" / ")
    : row.goodsSpecs && specText(row.goodsSpecs);

  return (
    <li
      className="flex flex-col gap-2 border-t border-slate-100 py-3 first:border-t-0"
      data-testid="cart-line"
    >
      <div className="flex gap-3">
        <input
          type="checkbox"
          className="mt-6 h-5 w-5 shrink-0 accent-brand"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={t("cart.selectLine", { name: row.goodsName })}
        />
        <div className="h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-slate-100">
          {/* eslint-disable-next-line @next/next/no-img-element -- platform images come from any host */}
          {picture && <img src={picture} alt="" className="h-full w-full object-cover" loading="lazy" />}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {row.goodsId ? (
            <Link
              href={`/details?id=${row.goodsId}`}
              className="line-clamp-2 text-sm font-medium hover:underline"
            >
              {row.goodsName}
            </Link>
          ) : (
            <p className="line-clamp-2 text-sm font-medium">{row.goodsName}</p>
          )}
          {specs && <p className="text-xs text-slate-500">{specs}</p>}
          <p className="text-sm">
            <span className="font-semibold text-rose-600" data-testid="cart-line-unit-yen">
              {yen(unitFen)}
            </span>{" "}
            <span className="text-xs text-slate-500">({yuan(unitFen)})</span>
          </p>
          <p className="text-xs text-slate-500">
            {row.stock === null ? t("cart.stockUnknown") : t("cart.stock", { stock: row.stock })}
            {row.minOrderQty > 1 && ` · ${t("cart.minOrder", { min: row.minOrderQty })}`}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 pl-8">
        <div className="flex items-center gap-1">
          <button
            type="button"
            className="btn-secondary h-9 w-9 px-0"
            onClick={() => change(Math.max(min, shown - 1))}
            disabled={shown <= min}
            aria-label={t("cart.decrease")}
          >
            −
          </button>
          <div className="w-20">
            <NumberInput
              className="input h-9 px-1 text-center"
              value={count}
              onChange={change}
              min={min}
              max={max}
              integer
              aria-label={t("cart.count")}
              data-testid="cart-line-count"
            />
          </div>
          <button
            type="button"
            className="btn-secondary h-9 w-9 px-0"
            onClick={() => change(Math.min(max, shown + 1))}
            disabled={shown >= max}
            aria-label={t("cart.increase")}
          >
            +
          </button>
        </div>
        <div className="text-right text-sm">
          <span className="font-semibold" data-testid="cart-line-subtotal">
            {yen(unitFen * shown)}
          </span>{" "}
          <span className="text-xs text-slate-500">({yuan(unitFen * shown)})</span>
        </div>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-2 pl-8">
        <details className="min-w-0 flex-1 text-sm">
          <summary className="cursor-pointer text-brand">{t("cart.estimate")}</summary>
          <CostEstimate
            className="mt-2"
            title={false}
            unitPriceFen={yuanToFen(row.priceObj.skuPrice)}
            tiers={row.priceObj.tiers.map((x) => ({ minQty: x.minQty, priceFen: yuanToFen(x.price) }))}
            quantity={shown}
            domesticShippingFen={yuanToFen(row.domesticShipping)}
            weightGrams={row.weightGrams}
            dims={
              row.lengthMm && row.widthMm && row.heightMm
                ? { length: row.lengthMm, width: row.widthMm, height: row.heightMm }
                : null
            }
          />
        </details>
        <button type="button" className="text-sm text-rose-600 hover:underline" onClick={onDelete}>
          {t("cart.delete")}
        </button>
      </div>
    </li>
  );
}
