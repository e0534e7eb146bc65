"use client";

import { queryKeyOf } from "@/lib/client/endpoint";
import { orderDetail, orderUpdateAddress } from "@/lib/client/endpoints";
import Link from "@/app/_components/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSignIn } from "../_components/session";
import { useFormAction } from "../_components/use-form-action";
import { AddressPicker } from "./address-picker";
import { fetchOrder, ordersChanged, parseIds } from "./order-api";
import { StatusBadge } from "./status-badge";

/** /upDateAddress and /changeAddress?orderId=…: point an order at another of the customer's addresses. */
export function ChangeAddressScreen() {
  const { send, validate, toast, t, locale, busy } = useFormAction();
  const { sessionKey } = useSignIn();
  const router = useRouter();
  const queryClient = useQueryClient();
  const params = useSearchParams();
  const orderId = parseIds(params.get("orderId") ?? params.get("id"))[0];
  const order = useQuery({
    queryKey: queryKeyOf(orderDetail, sessionKey, locale, orderId),
    enabled: !!sessionKey && !!orderId,
    queryFn: () => fetchOrder(locale, orderId),
  });
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const current = order.data?.addressId ?? undefined;
  const value = picked ?? current;

  async function save() {
    const input = await validate(() => import("@/lib/validation/order").then((m) => m.ZOrderAddressChange), {
      orderId,
      addressId: value,
    });
    if (!input) return;
    const res = await send(orderUpdateAddress, { body: input });
    if (!res) return;
    toast.show("success", res.msg);
    await ordersChanged(queryClient);
    router.push(`/order/orderDetails?id=${orderId}`);
  }

  if (!orderId) return <p className="card text-sm text-rose-600">{t("spec.pageNotFound")}</p>;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <Link href={`/order/orderDetails?id=${orderId}`} className="text-sm text-brand hover:underline">
        ← {t("orderPage.backToDetails")}
      </Link>
      <section className="card flex flex-col gap-3">
        <h1 className="text-lg font-bold">{t("orderPage.changeAddressTitle")}</h1>
        {order.isError && <p className="text-sm text-rose-600">{t("common.loadFailed")}</p>}
        {order.data && (
          <p className="flex items-center justify-between gap-2 text-sm">
            <span className="break-all">{order.data.orderNo}</span>
            <StatusBadge status={order.data.orderStatus} />
          </p>
        )}
        {order.data && <AddressPicker name="order-address" value={value} onChange={setPicked} />}
        <button type="button" className="btn-primary" disabled={busy || !order.data} onClick={save}>
          {t("orderPage.saveAddress")}
        </button>
      </section>
    </div>
  );
}
