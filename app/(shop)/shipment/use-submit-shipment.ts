"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { containerSubmit } from "@/lib/client/endpoints";
import { labelIssue } from "@/lib/shipping/label-rules";
import { useFormAction } from "../../_components/use-form-action";
import { shipmentsChanged, type Label, type ShipmentCreated } from "../../_shipping/shipping-api";
import {
  chosenLabels,
  labelRuleItems,
  missingFnsku,
  shipmentBody,
  type ShipmentDraft,
} from "../../_shipping/shipment-draft";
import type { useFieldCheck } from "../../_shipping/use-field-check";

type Choices = { addressId?: number; clearancePersonId?: number; labels: Label[] };

/**
 * Submits the draft: the shared schema first, then the rules the server checks after it (an FNSKU on every
 * line of an FBA shipment, the SPEC §5 label rules) — the first failing one shows and marks its field.
 * The draft's idempotency key makes a double tap or a retry create one packing list.
 */
export function useSubmitShipment(fields: ReturnType<typeof useFieldCheck>, clearDraft: () => void) {
  const { send, toast } = useFormAction();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<ShipmentCreated | null>(null);

  async function submit(draft: ShipmentDraft, choices: Choices) {
    const used = chosenLabels(draft, choices.labels);
    const body = shipmentBody(draft, { ...choices, labelIds: used.map((l) => l.id) });
    // Busy from the start: the first check waits for its schema (issue 13).
    setBusy(true);
    try {
      const valid = await fields.check(
        () => import("@/lib/validation/shipping").then((m) => m.ZShipmentCreate),
        body,
      );
      if (!valid) return;
      const noFnsku = missingFnsku(draft);
      if (noFnsku >= 0)
        return fields.fail(`lines.${noFnsku}.fnsku`, "validation.shipping.fnskuRequired", {
          goods: draft.lines[noFnsku].goodsName.slice(0, 40),
        });
      const issue = labelIssue(labelRuleItems(draft), used);
      if (issue) return fields.fail("labels", issue.key, issue.values);

      const res = await send(containerSubmit, { body });
      if (!res) return;
      // Shown instead of the form until the details open, so the emptied draft never flashes.
      setCreated(res.answer);
      toast.show("success", res.msg);
      clearDraft();
      await shipmentsChanged(queryClient);
      router.push(`/batchDetails?id=${res.answer.id}`);
    } finally {
      setBusy(false);
    }
  }

  return { submit, busy, created };
}
