"use client";

import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { queryKeyOf } from "@/lib/client/endpoint";
import { labelAdd, labelDelete, labelList, labelPrint } from "@/lib/client/endpoints";
import type { UploadedFileRef } from "@/lib/client/upload";
import type { LabelType } from "@/lib/validation/shipping";
import { useFormAction } from "../../_components/use-form-action";
import type { Label } from "../../_shipping/shipping-api";

/**
 * Registering, printing and deleting label files (POST /shop/label/add, print, delete). "Print" opens the
 * file in a new tab — in the click itself, so no popup blocker stops it — and records it printed: only a
 * printed trade label satisfies the SPEC §5 rule.
 */
export function useLabelActions(onAdded: (label: Label) => void) {
  const { send, toast, busy } = useFormAction();
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeyOf(labelList) }),
    [queryClient],
  );

  const add = useCallback(
    async (files: UploadedFileRef[], labelType: LabelType, orderLineIds: number[]) => {
      for (const f of files) {
        const res = await send(labelAdd, { body: { fileUrl: f.url, labelType, orderLineIds } });
        if (!res) break;
        onAdded(res.answer);
      }
      await refresh();
    },
    [send, onAdded, refresh],
  );

  const print = useCallback(
    async (label: Label) => {
      window.open(label.fileUrl, "_blank", "noopener");
      const res = await send(labelPrint, { body: { id: label.id } });
      if (res) toast.show("success", res.msg);
      await refresh();
    },
    [send, refresh, toast],
  );

  const remove = useCallback(
    async (label: Label) => {
      const res = await send(labelDelete, { body: { id: label.id } });
      if (res) toast.show("success", res.msg);
      await refresh();
      return !!res;
    },
    [send, refresh, toast],
  );

  return { add, print, remove, busy };
}
