"use client";

import { useTranslations } from "next-intl";

type Props = {
  destination: "fba" | "address";
  amazonSiteName: string | null;
  fbaShipmentId: string | null;
  fbaWarehouseCode: string | null;
};

/** Where a packing list goes, in one line: the FBA site, shipment id and centre, or "to my address". */
export function DestinationText({ destination, amazonSiteName, fbaShipmentId, fbaWarehouseCode }: Props) {
  const t = useTranslations("shipmentPage");
  if (destination === "address") return <>{t("toOwnAddress")}</>;
  return <>{[t("toFba"), amazonSiteName, fbaShipmentId, fbaWarehouseCode].filter(Boolean).join(" · ")}</>;
}
