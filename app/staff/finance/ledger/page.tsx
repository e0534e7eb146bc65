import type { Metadata } from "next";
import { textParam } from "@/lib/http/page-params";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { can } from "@/lib/staff/roles";
import { now } from "@/lib/clock";
import { previousJapanMonth } from "@/lib/wallet/ledger-export-period";
import { ScreenMessages } from "../../../_components/screen-messages";
import { LedgerScreen } from "./ledger-screen";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.finance.menu.ledger") };
}

/**
 * Finance: any customer's account records, as the customer's own records screen lists them; above them, the
 * download of every customer's records of a period (the previous Japan month first).
 */
export default async function FinanceLedgerPage({ searchParams }: Props) {
  const staff = await requireStaff("ledger.read", "/staff/finance/ledger");
  const customer = (await searchParams).customer;
  return (
    <ScreenMessages screen="staff/finance/ledger/page">
      <LedgerScreen
        initialCustomer={textParam(customer)}
        adjustLink={can(staff.roles, "balance.adjust")}
        exportPeriod={previousJapanMonth(now())}
      />
    </ScreenMessages>
  );
}
