"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { containerModify } from "@/lib/client/endpoints";
import { useFormAction } from "../../_components/use-form-action";
import { ConfirmDialog } from "../user/_components/confirm-dialog";
import { shipmentsChanged } from "../../_shipping/shipping-api";

/**
 * Cancelling a packing list before payment, confirmed first: the goods go back into storage and its labels
 * can be used again. Returns `ask` for the button and the `dialog` to render.
 */
export function useCancelContainer(container: { id: number; containerNo: string }) {
  const { send, toast, t, busy } = useFormAction();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);

  async function confirm() {
    const res = await send(containerModify, { body: { id: container.id, cancel: true } });
    setAsking(false);
    if (res) toast.show("success", res.msg);
    await shipmentsChanged(queryClient);
  }

  const dialog = asking && (
    <ConfirmDialog
      message={t("shipmentPage.cancelConfirm", { containerNo: container.containerNo })}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setAsking(false)}
    />
  );
  return { ask: () => setAsking(true), dialog, busy };
}
