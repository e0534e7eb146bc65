"use client";

import { useState } from "react";
import { staffReceivingUnmatchedRecord } from "@/lib/client/endpoints";
import type { UploadedFileRef } from "@/lib/client/upload";
import { NumberInput } from "@/app/_components/inputs/number-input";
import { TextInput } from "@/app/_components/inputs/text-input";
import { useFormAction } from "@/app/_components/use-form-action";
import { ParcelPhoto } from "./parcel-photo";

/**
 * A parcel whose tracking number matched no order awaiting arrival: what the label says, the scale's weight and
 * a photo, kept on the unmatched list until someone matches it. Nothing that came in is left unrecorded.
 */
export function UnmatchedForm({ trackingNo, onDone }: { trackingNo: string; onDone: () => void }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const [carrier, setCarrier] = useState("");
  const [labelText, setLabelText] = useState("");
  const [weight, setWeight] = useState<number | "">("");
  const [photo, setPhoto] = useState<UploadedFileRef | null>(null);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const body = await validate(
      () => import("@/lib/validation/receiving").then((m) => m.ZUnmatchedArrivalRecord),
      { trackingNo, carrier, labelText, weightGrams: weight, photoUrl: photo?.url ?? "" },
    );
    if (!body) return;
    const res = await send(staffReceivingUnmatchedRecord, { body });
    if (!res) return;
    toast.show(res.answer.replayed ? "warning" : "success", res.msg);
    onDone();
  }

  return (
    <form className="card flex flex-col gap-3" onSubmit={save} noValidate data-testid="unmatched-form">
      <h3 className="font-semibold">{t("staff.receiving.unmatchedTitle")}</h3>
      <p className="text-sm">
        {t("staff.receiving.trackingNo")}: <span className="font-mono">{trackingNo}</span>
      </p>
      <NumberInput
        label={t("staff.receiving.weight")}
        name="weightGrams"
        integer
        min={0}
        max={100_000}
        value={weight}
        onChange={setWeight}
        disabled={busy}
      />
      <TextInput
        label={t("staff.receiving.carrier")}
        name="carrier"
        maxLength={null}
        value={carrier}
        onChange={setCarrier}
      />
      <TextInput
        label={t("staff.receiving.labelText")}
        name="labelText"
        multiline
        rows={3}
        // what the label says, typed or pasted whole: the schema says when it is too long
        maxLength={null}
        value={labelText}
        onChange={setLabelText}
        hint={t("staff.receiving.labelTextHint")}
      />
      <ParcelPhoto value={photo} onChange={setPhoto} disabled={busy} />
      <button type="submit" className="btn-primary" disabled={busy}>
        {t("staff.receiving.unmatchedSave")}
      </button>
    </form>
  );
}
