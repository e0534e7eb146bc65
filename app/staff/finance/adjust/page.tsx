import type { Metadata } from "next";
import { textParam } from "@/lib/http/page-params";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { ScreenMessages } from "../../../_components/screen-messages";
import { AdjustScreen } from "./adjust-screen";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.finance.menu.adjust") };
}

/** Finance: compensation or deduction with a reason (docs/staff.md "Finance desk"). */
export default async function FinanceAdjustPage({ searchParams }: Props) {
  await requireStaff("balance.adjust", "/staff/finance/adjust");
  const customer = (await searchParams).customer;
  return (
    <ScreenMessages screen="staff/finance/adjust/page">
      <AdjustScreen initialCustomer={textParam(customer)} />
    </ScreenMessages>
  );
}
