"use client";

import Link from "@/app/_components/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { LIMITS, PAYMENT_METHOD } from "@/lib/codes";
import { orderSubmit } from "@/lib/client/endpoints";
import { queryKeyOf } from "@/lib/client/endpoint";
import { useRate } from "@/lib/client/rate";
import { LoadFailed } from "../../../_components/load-failed";
import { useSession } from "../../../_components/session";
import { TextInput } from "../../../_components/inputs/text-input";
import { useFormAction } from "../../../_components/use-form-action";
import { AddressPicker } from "../../../_orders/address-picker";
import { ordersChanged, parseIds } from "../../../_orders/order-api";
import { usePayWithBalance } from "../../../_orders/pay-with-balance";
import { useBalance } from "../../../_orders/use-orders";
import { EstimateCard } from "./estimate-card";
import { PaymentMethods } from "./payment-methods";
import { fetchChosenLines } from "./submit-cart";
import { estimateSubmit } from "./submit-estimate";
import { SubmitLine } from "./submit-line";
import { useKeptForm, type SubmitForm } from "./use-kept-form";
import { LoadingCards } from "../../../_components/skeleton";

const NO_CODES = { asin: "", fnsku: "", sellerSku: "" };

/**
 * /cart/submit?ids=1,2 (SPEC §2: login, kept alive): the chosen cart lines with quantities and FBA codes,
 * remark, delivery address, price estimate and payment method. Submit creates the orders (one per shop);
 * with the balance they are paid at once and the result shows on /pay-status.
 */
export function SubmitScreen() {
  const idsParam = useSearchParams().get("ids");
  const ids = useMemo(() => parseIds(idsParam).slice(0, LIMITS.maxOrderLines), [idsParam]);
  // One kept form per set of chosen lines.
  return <SubmitForm key={ids.join(",")} ids={ids} />;
}

function SubmitForm({ ids }: { ids: number[] }) {
  const { send, validate, toast, t, locale } = useFormAction();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { sessionKey, userInfo } = useSession();
  const rate = useRate().data?.rate;
  const balance = useBalance();
  const pay = usePayWithBalance();
  const lines = useQuery({
    // The lines being ordered, kept under the submit's key, not the cart list's: submitting invalidates the
    // cart, and this screen should not empty itself first.
    queryKey: queryKeyOf(orderSubmit, sessionKey, locale, ids.join(",")),
    enabled: !!sessionKey && ids.length > 0,
    queryFn: () => fetchChosenLines(locale, ids),
  });
  const rows = useMemo(() => lines.data ?? [], [lines.data]);
  const { form, setForm, forget } = useKeptForm(`ids:${ids.join(",")}`, {
    counts: {},
    codes: {},
    remark: "",
    method: PAYMENT_METHOD.BALANCE,
  });
  const [busy, setBusy] = useState(false);
  const patch = useCallback(
    (change: Partial<SubmitForm>) => setForm((f) => ({ ...f, ...change })),
    [setForm],
  );
  const setAddress = useCallback((addressId: number) => patch({ addressId }), [patch]);

  const counts = useMemo(
    () => new Map(rows.map((r) => [r.id, form.counts[r.id] ?? r.goodsCount])),
    [rows, form.counts],
  );
  const estimate =
    rate === undefined || !userInfo ? undefined : estimateSubmit(rows, counts, rate, userInfo.commissionBp);

  async function submit() {
    // Busy from the start: the first check waits for its schema (issue 13).
    setBusy(true);
    try {
      const input = await validate(() => import("@/lib/validation/order").then((m) => m.ZOrderSubmit), {
        lines: rows.map((r) => ({
          id: r.id,
          goodsCount: counts.get(r.id),
          ...(form.codes[r.id] ?? NO_CODES),
        })),
        remark: form.remark,
        addressId: form.addressId,
      });
      if (!input) return;
      // SPEC §5: at least 1, and never more than the stock (the server checks again).
      if (rows.some((r) => r.stock !== null && counts.get(r.id)! > r.stock)) {
        toast.show("error", t("spec.insufficientInventory"));
        return;
      }
      const res = await send(orderSubmit, { body: input });
      if (!res) return;
      forget();
      await ordersChanged(queryClient);
      const orderIds = res.answer.orderIds;
      if (form.method === PAYMENT_METHOD.BALANCE) await pay(orderIds);
      else {
        toast.show("success", t("orderPage.submittedPayLater"));
        router.push(`/bundle?ids=${orderIds.join(",")}&method=${form.method}`);
      }
    } finally {
      setBusy(false);
    }
  }

  if (ids.length === 0 || (lines.isSuccess && rows.length === 0))
    return (
      <div className="card mx-auto max-w-xl text-center text-sm">
        <p className="text-slate-600">{t("orderPage.nothingChosen")}</p>
        <Link href="/mycart" className="mt-3 inline-block text-brand hover:underline">
          {t("orderPage.backToCart")}
        </Link>
      </div>
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-2">
        <h1 className="text-lg font-bold">{t("orderPage.submitTitle")}</h1>
        <Link href="/mycart" className="text-sm text-brand hover:underline">
          {t("orderPage.backToCart")}
        </Link>
      </div>
      {lines.isPending && <LoadingCards />}
      {lines.isError && <LoadFailed onRetry={() => lines.refetch()} />}
      {lines.isSuccess && rows.length < ids.length && (
        <p className="card text-sm text-amber-700" role="note">
          {t("orderPage.someLinesGone", { count: ids.length - rows.length })}
        </p>
      )}
      {rows.length > 0 && (
        <div className="grid gap-4 lg:grid-cols-[1fr_22rem] lg:items-start">
          <div className="flex flex-col gap-4">
            {(estimate?.shops ?? [{ key: "all", shopName: null, lineIds: rows.map((r) => r.id) }]).map(
              (shop) => (
                <section key={shop.key} className="card">
                  {shop.shopName && (
                    <h2 className="mb-3 text-sm font-semibold text-slate-600">{shop.shopName}</h2>
                  )}
                  <ul className="flex flex-col gap-3">
                    {rows
                      .filter((r) => shop.lineIds.includes(r.id))
                      .map((r) => (
                        <SubmitLine
                          key={r.id}
                          row={r}
                          count={counts.get(r.id)!}
                          unitFen={estimate?.unitFen.get(r.id)}
                          codes={form.codes[r.id] ?? NO_CODES}
                          onCount={(n) => patch({ counts: { ...form.counts, [r.id]: n } })}
                          onCodes={(c) => patch({ codes: { ...form.codes, [r.id]: c } })}
                        />
                      ))}
                  </ul>
                </section>
              ),
            )}
            <section className="card">
              <TextInput
                label={t("orderPage.remark")}
                value={form.remark}
                onChange={(remark) => patch({ remark })}
                multiline
                rows={3}
                maxLength={500}
                showCount
              />
            </section>
            <section className="card">
              <h2 className="mb-3 font-bold">{t("orderPage.deliveryAddress")}</h2>
              <AddressPicker name="submit-address" value={form.addressId} onChange={setAddress} />
            </section>
          </div>
          <div className="flex flex-col gap-4 lg:sticky lg:top-20">
            <EstimateCard estimate={estimate} />
            <section className="card">
              <h2 className="mb-3 font-bold">{t("orderPage.paymentMethod")}</h2>
              <PaymentMethods
                value={form.method}
                onChange={(method) => patch({ method })}
                balance={balance}
                totalYen={estimate?.totalYen}
              />
            </section>
            <button
              type="button"
              className="btn-primary"
              disabled={busy || !lines.isSuccess}
              onClick={submit}
            >
              {form.method === PAYMENT_METHOD.BALANCE
                ? t("orderPage.submitAndPay")
                : t("orderPage.submitOrder")}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
