"use client";

import Link from "@/app/_components/link";
import { useRouter } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { ApiError } from "@/lib/client/api";
import { queryKeyOf } from "@/lib/client/endpoint";
import { accountCenterStatistics, cartList } from "@/lib/client/endpoints";
import { useRate, yenText } from "@/lib/client/rate";
import { formatNumber } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { groupByShop, selectionTotals } from "@/lib/cart/selection";
import { usePageSessionData, useSignIn } from "../../_components/session";
import { useToast } from "../../_components/toast";
import { ConfirmDialog } from "../user/_components/confirm-dialog";
import { deleteLines, fetchCart, type CartRow } from "./cart-api";
import { CartLine } from "./cart-line";
import { pageDataRefetch } from "@/lib/client/page-data";

/** /mycart (SPEC §2): lines grouped by shop, selection, counts, delete, totals in yen and yuan, proceed. */
export function CartScreen({ first }: { first?: CartRow[] }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { sessionKey } = useSignIn();
  const rate = useRate().data?.rate;
  const queryKey = useMemo(() => queryKeyOf(cartList, sessionKey, locale), [sessionKey, locale]);
  const rendered = usePageSessionData(first);
  const cart = useQuery({
    queryKey,
    enabled: !!sessionKey,
    queryFn: () => fetchCart(locale),
    // Painted with the page; read again on a later arrival, and after every write.
    initialData: rendered,
    refetchOnMount: pageDataRefetch,
  });
  const rows = useMemo(() => cart.data ?? [], [cart.data]);

  // Lines start selected (new ones too): the screen remembers what was unticked.
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const [counts, setCounts] = useState<Map<number, number>>(new Map());
  const [saving, setSaving] = useState(0);
  const [deleting, setDeleting] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);

  const chosen = useMemo(
    () => new Set(rows.filter((r) => !unticked.has(r.id)).map((r) => r.id)),
    [rows, unticked],
  );
  const totals = selectionTotals(rows, chosen, counts, rate);
  const groups = groupByShop(rows);
  const allSelected = rows.length > 0 && rows.every((r) => chosen.has(r.id));

  const select = (ids: number[], on: boolean) =>
    setUnticked((prev) => {
      const next = new Set(prev);
      ids.forEach((id) => (on ? next.delete(id) : next.add(id)));
      return next;
    });
  const setCount = useCallback((id: number, n: number) => setCounts((prev) => new Map(prev).set(id, n)), []);
  const saved = useCallback(
    (row: CartRow) => {
      queryClient.setQueryData<CartRow[]>(queryKey, (list) => list?.map((r) => (r.id === row.id ? row : r)));
      setCount(row.id, row.goodsCount);
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(accountCenterStatistics) });
    },
    [queryClient, queryKey, setCount],
  );
  const onSaving = useCallback((on: boolean) => setSaving((n) => n + (on ? 1 : -1)), []);

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      const res = await deleteLines(locale, deleting);
      toast.show("success", res.msg);
    } catch (error) {
      toast.show(
        "warning",
        error instanceof ApiError && error.message ? error.message : t("spec.networkError"),
      );
    } finally {
      setBusy(false);
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(cartList) });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(accountCenterStatistics) });
    }
  }

  const proceed = () => {
    const ids = rows.filter((r) => chosen.has(r.id)).map((r) => r.id);
    router.push(`/cart/submit?ids=${ids.join(",")}`);
  };

  if (cart.isPending) {
    return (
      <section className="card">
        <h1 className="text-lg font-bold">{t("cart.title")}</h1>
        <p className="mt-2 text-sm text-slate-500">{t("common.loading")}</p>
      </section>
    );
  }
  if (cart.isError) {
    return (
      <section className="card" data-testid="cart-error">
        <h1 className="text-lg font-bold">{t("cart.title")}</h1>
        <p className="mt-2 text-sm text-rose-600">
          {cart.error instanceof ApiError && cart.error.message ? cart.error.message : t("common.loadFailed")}
        </p>
        <button type="button" className="btn-secondary mt-3" onClick={() => cart.refetch()}>
          {t("common.retry")}
        </button>
      </section>
    );
  }
  if (!rows.length) {
    return (
      <section className="card flex flex-col items-center gap-3 py-10 text-center" data-testid="cart-empty">
        <h1 className="text-lg font-bold">{t("cart.title")}</h1>
        <p className="text-sm text-slate-500">{t("cart.empty")}</p>
        <Link href="/search" className="btn-primary max-w-xs">
          {t("cart.goSearch")}
        </Link>
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-4 pb-32 md:pb-20">
      <div className="flex items-baseline justify-between">
        <h1 className="text-lg font-bold">{t("cart.title")}</h1>
        <p className="text-sm text-slate-500" data-testid="cart-line-count-total">
          {t("cart.lineCount", { count: rows.length })}
        </p>
      </div>
      {groups.map((group) => {
        const ids = group.rows.map((r) => r.id);
        const groupSelected = ids.every((id) => chosen.has(id));
        return (
          <section key={group.shopName} className="card py-2" data-testid="cart-shop">
            <label className="flex items-center gap-3 border-b border-slate-100 py-2 font-semibold">
              <input
                type="checkbox"
                className="h-5 w-5 accent-brand"
                checked={groupSelected}
                onChange={(e) => select(ids, e.target.checked)}
              />
              <span className="truncate">{group.shopName || t("cart.unknownShop")}</span>
            </label>
            <ul>
              {group.rows.map((row) => (
                <CartLine
                  key={row.id}
                  row={row}
                  rate={rate}
                  selected={chosen.has(row.id)}
                  onSelect={(on) => select([row.id], on)}
                  onCount={(n) => setCount(row.id, n)}
                  onSaved={saved}
                  onSaving={onSaving}
                  onDelete={() => setDeleting([row.id])}
                />
              ))}
            </ul>
          </section>
        );
      })}

      <div className="fixed inset-x-0 bottom-16 z-30 border-t border-slate-200 bg-white/95 backdrop-blur md:bottom-0">
        <div className="mx-auto flex max-w-5xl flex-col gap-1 px-4 py-2 md:flex-row md:items-center md:gap-4">
          <div className="flex items-center gap-4">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-5 w-5 accent-brand"
                checked={allSelected}
                onChange={(e) =>
                  select(
                    rows.map((r) => r.id),
                    e.target.checked,
                  )
                }
              />
              {t("cart.selectAll")}
            </label>
            <button
              type="button"
              className="text-sm text-rose-600 hover:underline disabled:opacity-50"
              disabled={!totals.lines}
              onClick={() => setDeleting(rows.filter((r) => chosen.has(r.id)).map((r) => r.id))}
            >
              {t("cart.deleteSelected")}
            </button>
          </div>
          <div className="flex flex-1 items-center gap-3">
            <div className="flex-1 text-right" data-testid="cart-totals">
              <p className="text-xs text-slate-500" data-testid="cart-selected-count">
                {t("cart.selectedCount", { lines: totals.lines, pieces: totals.pieces })}
              </p>
              <p>
                <span className="text-lg font-bold text-rose-600" data-testid="cart-total-yen">
                  {totals.yen === undefined ? "…" : t("common.yen", { amount: yenText(totals.yen) })}
                </span>{" "}
                <span className="text-xs text-slate-500" data-testid="cart-total-yuan">
                  ({t("pricing.yuan", { amount: formatNumber(totals.fen / 100, 2) })})
                </span>
              </p>
            </div>
            <div className="w-36 shrink-0 md:w-44">
              <button
                type="button"
                className="btn-primary"
                disabled={!totals.lines || saving > 0}
                onClick={proceed}
                data-testid="cart-proceed"
              >
                {t("cart.proceed")}
              </button>
            </div>
          </div>
        </div>
      </div>

      {deleting && (
        <ConfirmDialog
          message={t("cart.deleteConfirm", { count: deleting.length })}
          busy={busy}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
