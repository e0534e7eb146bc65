"use client";

import { useCallback, useRef } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { walletPayByBalance } from "@/lib/client/endpoints";
import { useFormAction } from "../../_components/use-form-action";
import { newIdempotencyKey } from "../../_orders/order-api";
import { shipmentsChanged } from "../../_shipping/shipping-api";

/**
 * Pays orders and packing-list bills together from the balance (POST /shop/pay/balance, one transaction) and
 * goes to /pay-status. One idempotency key per screen and set: a double tap or a retry after a lost answer
 * pays once.
 */
export function usePayTogether() {
  const { send, validate } = useFormAction();
  const router = useRouter();
  const queryClient = useQueryClient();
  const keys = useRef(new Map<string, string>());

  return useCallback(
    async (orderIds: number[], containerIds: number[]) => {
      const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b).join(",");
      const set = `${sorted(orderIds)}|${sorted(containerIds)}`;
      let key = keys.current.get(set);
      if (!key) keys.current.set(set, (key = newIdempotencyKey()));
      const input = await validate(() => import("@/lib/validation/shipping").then((m) => m.ZContainerPay), {
        orderIds,
        containerIds,
        idempotencyKey: key,
      });
      if (!input) return false;
      const res = await send(walletPayByBalance, { body: input });
      await shipmentsChanged(queryClient);
      router.push(
        `/pay-status?orderIds=${sorted(orderIds)}&containerIds=${sorted(containerIds)}&result=${res ? "success" : "failed"}`,
      );
      return !!res;
    },
    [send, queryClient, router, validate],
  );
}
