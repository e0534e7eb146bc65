import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { can } from "@/lib/staff/roles";
import { WITHDRAWAL_FILTERS, type WithdrawalFilter } from "@/lib/wallet/desk-filters";
import { ScreenMessages } from "../../../_components/screen-messages";
import { WithdrawalsScreen } from "./withdrawals-screen";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.finance.menu.withdrawals") };
}

/** Finance: withdrawals to pay by hand, then marked paid or turned down (docs/staff.md "Finance desk"). */
export default async function FinanceWithdrawalsPage({ searchParams }: Props) {
  const staff = await requireStaff("withdrawals.pay", "/staff/finance/withdrawals");
  // An audit row links here with the withdrawal's id and every status.
  const { q, status } = await searchParams;
  const initialStatus = WITHDRAWAL_FILTERS.find((f) => f === status) as WithdrawalFilter | undefined;
  return (
    <ScreenMessages screen="staff/finance/withdrawals/page">
      <WithdrawalsScreen
        ledgerLinks={can(staff.roles, "ledger.read")}
        initialQuery={typeof q === "string" ? q.slice(0, 254) : ""}
        initialStatus={initialStatus ?? "pending"}
      />
    </ScreenMessages>
  );
}
