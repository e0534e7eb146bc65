import type { Metadata } from "next";
import { optionParam, textParam } from "@/lib/http/page-params";
import { getTranslations } from "next-intl/server";
import { staffFinanceWithdrawals } from "@/lib/api/endpoints/staffFinance";
import { requireStaff } from "@/lib/staff/page-staff";
import { can } from "@/lib/staff/roles";
import { WITHDRAWAL_FILTERS } from "@/lib/wallet/desk-filters";
import { listDeskWithdrawals } from "@/lib/wallet/finance-desk";
import { ScreenMessages } from "../../../_components/screen-messages";
import { firstDeskPage } from "../../_components/first-desk-page";
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
  const initialStatus = optionParam(WITHDRAWAL_FILTERS, status) ?? "pending";
  const initialQuery = textParam(q) ?? "";
  const first = await firstDeskPage(
    staffFinanceWithdrawals,
    { status: initialStatus, q: initialQuery },
    listDeskWithdrawals,
  );
  return (
    <ScreenMessages screen="staff/finance/withdrawals/page">
      <WithdrawalsScreen
        ledgerLinks={can(staff.roles, "ledger.read")}
        initialQuery={initialQuery}
        initialStatus={initialStatus}
        first={first}
      />
    </ScreenMessages>
  );
}
