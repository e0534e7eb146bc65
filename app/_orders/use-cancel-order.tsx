"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useFormAction } from "../_components/use-form-action";
import { ConfirmDialog } from "../(shop)/user/_components/confirm-dialog";
import { orderCancel } from "@/lib/client/endpoints";
import { ordersChanged } from "./order-api";

type Target = { id: number; orderNo: string; paid: boolean };

/**
 * Cancelling an order, confirmed first (a paid order is refunded to the balance: the dialog says so).
 * Returns `ask` for the buttons and the `dialog` to render.
 */
export function useCancelOrder(onDone?: () => void) {
  const { send, toast, t, busy } = useFormAction();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<Target | null>(null);

  async function confirm() {
    if (!target) return;
    const res = await send(orderCancel, { body: { id: target.id } });
    setTarget(null);
    if (res) toast.show("success", res.msg);
    await ordersChanged(queryClient);
    if (res) onDone?.();
  }

  const dialog = target && (
    <ConfirmDialog
      message={t(target.paid ? "orderPage.cancelPaidConfirm" : "orderPage.cancelConfirm", {
        orderNo: target.orderNo,
      })}
      busy={busy}
      onConfirm={confirm}
      onCancel={() => setTarget(null)}
    />
  );
  return { ask: setTarget, dialog, busy };
}
