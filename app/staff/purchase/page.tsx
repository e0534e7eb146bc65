import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { staffPurchaseOrders } from "@/lib/api/endpoints/staffPurchase";
import { requireStaff } from "@/lib/staff/page-staff";
import { listPurchaseDesk } from "@/lib/warehouse/purchase-desk";
import { PURCHASE_TABS, type PurchaseTab } from "@/lib/warehouse/purchase-tabs";
import { ScreenMessages } from "../../_components/screen-messages";
import { firstDeskPage } from "../_components/first-desk-page";
import { PurchaseScreen } from "./purchase-screen";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.menu.purchase") };
}

/** The purchase desk: orders to buy and bought orders awaiting the supplier's tracking number (docs/warehouse.md). */
export default async function StaffPurchasePage({ searchParams }: Props) {
  await requireStaff("purchase.work", "/staff/purchase");
  // The dashboard's queues link here with their tab.
  const { tab, q } = await searchParams;
  const initialTab = (PURCHASE_TABS.find((f) => f === tab) as PurchaseTab | undefined) ?? "purchase";
  const initialQuery = typeof q === "string" ? q.slice(0, 254) : "";
  const first = await firstDeskPage(
    staffPurchaseOrders,
    { tab: initialTab, q: initialQuery },
    listPurchaseDesk,
  );
  return (
    <ScreenMessages screen="staff/purchase/page">
      <PurchaseScreen initialTab={initialTab} initialQuery={initialQuery} first={first} />
    </ScreenMessages>
  );
}
