"use client";

import Link from "@/app/_components/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useToast } from "../../_components/toast";
import { AddressPicker } from "../../_orders/address-picker";
import { useShipmentDraft } from "../../_shipping/use-shipment-draft";

/**
 * /changeAddress?redirect=/shipment: the address the shipment being put together goes to. The choice goes
 * into the tab's shipment draft (no order changes) and the screen returns to `redirect`.
 */
export function ShipmentAddressScreen({ redirect }: { redirect: string }) {
  const t = useTranslations("shipmentPage");
  const toast = useToast();
  const router = useRouter();
  const { draft, update, ready } = useShipmentDraft();
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const value = picked ?? draft.addressId ?? undefined;

  function use() {
    if (value === undefined) return;
    update((d) => ({ ...d, addressId: value }));
    toast.show("success", t("addressChosen"));
    router.push(redirect);
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <Link href={redirect} className="text-sm text-brand hover:underline">
        ← {t("backToShipment")}
      </Link>
      <section className="card flex flex-col gap-3">
        <h1 className="text-lg font-bold">{t("chooseAddressTitle")}</h1>
        <p className="text-sm text-slate-500">{t("chooseAddressHint")}</p>
        {ready && <AddressPicker name="shipment-address" value={value} onChange={setPicked} />}
        <button
          type="button"
          className="btn-primary"
          disabled={value === undefined}
          onClick={use}
          data-testid="use-address"
        >
          {t("useAddress")}
        </button>
      </section>
    </div>
  );
}
