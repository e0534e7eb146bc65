"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { ContainerGate } from "../../_shipping/container-gate";
import { PackingDocument } from "./packing-document";

/** /packingList?id=: the printable packing list; "print" uses the browser's print (the print CSS hides the shop). */
export function PackingListScreen() {
  const t = useTranslations("shipmentPage");
  return (
    <ContainerGate>
      {(c) => (
        <div className="mx-auto flex max-w-4xl flex-col gap-3">
          <div className="no-print flex flex-wrap items-center justify-between gap-2">
            <Link href={`/batchDetails?id=${c.id}`} className="text-sm text-brand hover:underline">
              ← {t("backToDetails")}
            </Link>
            <button
              type="button"
              className="btn-accent"
              onClick={() => window.print()}
              data-testid="print-packing-list"
            >
              {t("print")}
            </button>
          </div>
          <PackingDocument container={c} />
        </div>
      )}
    </ContainerGate>
  );
}
