"use client";

import { useCallback, useRef } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { orderPayByBalance } from "@/lib/client/endpoints";
import { useFormAction } from "../_components/use-form-action";
import { newIdempotencyKey, ordersChanged } from "./order-api";

/**
 * Pays orders from the balance and goes to /pay-status. One idempotency key per screen and set of
 * orders: a double tap or a retry after a lost answer pays once (the server replays the first result).
 */
export function usePayWithBalance() {
  const { send, validate } = useFormAction();
  const router = useRouter();
  const queryClient = useQueryClient();
  const keys = useRef(new Map<string, string>());

  return useCallback(
    async (orderIds: number[]) => {
      const set = [...orderIds].sort((a, b) => a - b).join(",");
      let key = keys.current.get(set);
      if (!key) keys.current.set(set, (key = newIdempotencyKey()));
      const input = await validate(() => import("@/lib/validation/order").then((m) => m.ZOrderPay), {
        orderIds,
        idempotencyKey: key,
      });
      if (!input) return false;
      const res = await send(orderPayByBalance, { body: input });
      await ordersChanged(queryClient);
      router.push(`/pay-status?orderIds=${set}&result=${res ? "success" : "failed"}`);
      return !!res;
    },
    [send, queryClient, router, validate],
  );
}
