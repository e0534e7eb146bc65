import type { Metadata } from "next";
import { optionParam, textParam } from "@/lib/http/page-params";
import { getTranslations } from "next-intl/server";
import { staffPurchaseOrders } from "@/lib/api/endpoints/staffPurchase";
import { requireStaff } from "@/lib/staff/page-staff";
import { listPurchaseDesk } from "@/lib/warehouse/purchase-desk";
import { PURCHASE_TABS } from "@/lib/warehouse/purchase-tabs";
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
  const initialTab = optionParam(PURCHASE_TABS, tab) ?? "purchase";
  const initialQuery = textParam(q) ?? "";
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
