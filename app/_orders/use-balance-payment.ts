"use client";

import { useState } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { RequestOf } from "@/lib/api/contract/endpoint";
import type { EndpointOf } from "@/lib/client/endpoint";
import type { problemPayFee, walletPayByBalance } from "@/lib/client/endpoints";
import { useFormAction } from "../_components/use-form-action";
import { useWalletChanged, useWalletSummary } from "../_wallet/use-wallet";
import { newIdempotencyKey } from "./order-api";

/** The balance payments made about one thing: a packing list's bill, a problem's quoted fee. */
type Payment = typeof walletPayByBalance | typeof problemPayFee;

/**
 * Paying `amountYen` from the balance on a screen about one thing (a bill, a quoted fee). One idempotency
 * key per screen and thing: a double tap or a retry after a lost answer pays once (the server answers the
 * first payment again). A refusal reloads the balance, which is what has usually changed.
 */
export function useBalancePayment(amountYen: number, afterPaid: (queryClient: QueryClient) => Promise<void>) {
  const { send, toast, busy } = useFormAction();
  const queryClient = useQueryClient();
  const walletChanged = useWalletChanged();
  const summary = useWalletSummary();
  const [key] = useState(newIdempotencyKey);
  const balance = summary.data?.balance;
  const shortfall = balance === undefined ? 0 : Math.max(0, amountYen - balance);

  async function pay<R extends Payment>(route: R, body: RequestOf<EndpointOf<R>>["body"]) {
    // The body with this screen's key is still the endpoint's body; the compiler cannot follow a generic spread.
    const res = await send(route, { body: { ...body, idempotencyKey: key } } as RequestOf<EndpointOf<R>>);
    if (res) {
      toast.show("success", res.msg);
      await afterPaid(queryClient);
    } else await walletChanged();
  }

  return { balance, balanceFailed: summary.isError, shortfall, busy, pay };
}

export type BalancePayment = ReturnType<typeof useBalancePayment>;
