"use client";

import Link from "@/app/_components/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { ApiError } from "@/lib/client/api";
import { queryKeyOf } from "@/lib/client/endpoint";
import { cartList } from "@/lib/client/endpoints";
import { useRate, yenText } from "@/lib/client/rate";
import { formatNumber } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { lineUnitFen } from "@/lib/cart/selection";
import { fenToYen } from "@/lib/pricing/convert";
import { useSignIn } from "../../../_components/session";
import { fetchCart } from "../../mycart/cart-api";

const positiveInt = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/** Confirms what was added (picture, specs, count, price) with "continue shopping" (back) and "go to cart". */
export function AddedToCart() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const params = useSearchParams();
  const { sessionKey } = useSignIn();
  const id = positiveInt(params.get("id"));
  const added = positiveInt(params.get("added"));
  const rate = useRate().data?.rate;
  const line = useQuery({
    queryKey: queryKeyOf(cartList, "line", id, sessionKey, locale),
    enabled: !!sessionKey && id !== undefined,
    queryFn: async () => (await fetchCart(locale, [id!]))[0] ?? null,
  });
  const row = line.data;

  const continueShopping = () => (history.length > 1 ? router.back() : router.push("/search"));
  const unitFen = row ? lineUnitFen(row, row.goodsCount) : 0;
  const yen = (fen: number) =>
    rate === undefined ? "…" : t("common.yen", { amount: yenText(fenToYen(fen, rate)) });

  return (
    <section className="card mx-auto flex max-w-lg flex-col gap-4" data-testid="cart-success">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <svg
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth={2.5}
            aria-hidden
          >
            <path d="M5 12l5 5 9-10" />
          </svg>
        </span>
        <h1 className="text-lg font-bold">{t("cart.successTitle")}</h1>
      </div>

      {!sessionKey ? (
        <p className="text-sm text-slate-500">
          <Link href="/login?flag=1&redirect=%2Fmycart" className="text-brand underline">
            {t("cart.loginToSee")}
          </Link>
        </p>
      ) : id === undefined || line.data === null ? (
        <p className="text-sm text-slate-500">{t("cart.successNoItem")}</p>
      ) : line.isError ? (
        <p className="text-sm text-rose-600">
          {line.error instanceof ApiError && line.error.message ? line.error.message : t("common.loadFailed")}{" "}
          <button type="button" className="underline" onClick={() => line.refetch()}>
            {t("common.retry")}
          </button>
        </p>
      ) : !row ? (
        <p className="text-sm text-slate-500">{t("common.loading")}</p>
      ) : (
        <div className="flex gap-3" data-testid="cart-success-item">
          <div className="h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-slate-100">
            {/* eslint-disable-next-line @next/next/no-img-element -- platform images come from any host */}
            {row.pictureUrl && <img src={row.pictureUrl} alt="" className="h-full w-full object-cover" />}
          </div>
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            <p className="line-clamp-2 font-medium">{row.goodsName}</p>
            {row.spData.length > 0 && (
              <p className="text-xs text-slate-500">{row.spData.map((s) => s.value).join(" / ")}</p>
            )}
            <p>
              <span className="font-semibold text-rose-600">{yen(unitFen)}</span>{" "}
              <span className="text-xs text-slate-500">
                ({t("pricing.yuan", { amount: formatNumber(unitFen / 100, 2) })})
              </span>
            </p>
            <p className="text-xs text-slate-600" data-testid="cart-success-count">
              {added !== undefined
                ? t("cart.successCount", { added, count: row.goodsCount })
                : t("cart.inCart", { count: row.goodsCount })}
            </p>
          </div>
        </div>
      )}

      <div className="grid grid-cols-2 gap-2">
        <button type="button" className="btn-secondary" onClick={continueShopping}>
          {t("cart.continueShopping")}
        </button>
        <Link href="/mycart" className="btn-primary text-center">
          {t("cart.goToCart")}
        </Link>
      </div>
    </section>
  );
}
