"use client";

import { useState } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useFormAction } from "../_components/use-form-action";
import { useWalletChanged, useWalletSummary } from "../_wallet/use-wallet";
import { newIdempotencyKey } from "./order-api";

/**
 * Paying `amountYen` from the balance on a screen about one thing (a bill, a quoted fee). One idempotency
 * key per screen and thing: a double tap or a retry after a lost answer pays once (the server answers the
 * first payment again). A refusal reloads the balance, which is what has usually changed.
 */
export function useBalancePayment(amountYen: number, afterPaid: (queryClient: QueryClient) => Promise<void>) {
  const { call, toast, busy } = useFormAction();
  const queryClient = useQueryClient();
  const walletChanged = useWalletChanged();
  const summary = useWalletSummary();
  const [key] = useState(newIdempotencyKey);
  const balance = summary.data?.balance;
  const shortfall = balance === undefined ? 0 : Math.max(0, amountYen - balance);

  async function pay(path: string, body: Record<string, unknown>) {
    const res = await call(path, { method: "POST", body: { ...body, idempotencyKey: key } });
    if (res) {
      toast.show("success", res.msg);
      await afterPaid(queryClient);
    } else await walletChanged();
  }

  return { balance, balanceFailed: summary.isError, shortfall, busy, pay };
}

export type BalancePayment = ReturnType<typeof useBalancePayment>;
