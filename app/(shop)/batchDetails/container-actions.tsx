"use client";

import Link from "@/app/_components/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import type { ContainerDetail } from "../../_shipping/shipping-api";
import { ModifyForm } from "./modify-form";
import { useCancelContainer } from "./use-cancel-container";

/**
 * What the seller can do now (the server says: canPay, canModify, canCancel) and where the rest of the
 * packing list is: goods and boxes, the printable packing list, the bill. Once packing has started only
 * customer service can cancel (cancelViaSupport): no cancel button, a word on whom to ask instead.
 */
export function ContainerActions({ container: c }: { container: ContainerDetail }) {
  const t = useTranslations("shipmentPage");
  const [modifying, setModifying] = useState(false);
  const cancel = useCancelContainer(c);
  return (
    <section className="card flex flex-col gap-3" data-testid="container-actions">
      {c.canPay && (
        <Link href={`/batchBill?id=${c.id}`} className="btn-primary text-center" data-testid="pay-bill-link">
          {t("payBill")}
        </Link>
      )}
      <div className="flex flex-wrap gap-2">
        <Link href={`/batchDetails-details?id=${c.id}`} className="btn-secondary">
          {t("linesAndBoxes")}
        </Link>
        <Link href={`/packingList?id=${c.id}`} className="btn-secondary">
          {t("packingListDoc")}
        </Link>
        <Link href={`/batchBill?id=${c.id}`} className="btn-secondary">
          {t("billDetails")}
        </Link>
        {c.canModify && !modifying && (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => setModifying(true)}
            data-testid="modify-container"
          >
            {t("modify")}
          </button>
        )}
        {c.canCancel && (
          <button
            type="button"
            className="btn-secondary text-rose-700"
            disabled={cancel.busy}
            onClick={cancel.ask}
            data-testid="cancel-container"
          >
            {t("cancelContainer")}
          </button>
        )}
      </div>
      {c.cancelViaSupport && (
        <p className="text-xs text-slate-500" data-testid="cancel-via-support">
          {t("cancelViaSupport")}{" "}
          <Link href="/messageSend" className="text-brand underline">
            {t("contactSupport")}
          </Link>
        </p>
      )}
      {modifying && <ModifyForm container={c} onDone={() => setModifying(false)} />}
      {cancel.dialog}
    </section>
  );
}
