import type { Metadata } from "next";
import { textParam } from "@/lib/http/page-params";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { ScreenMessages } from "../../../_components/screen-messages";
import { InvoicesDesk } from "./invoices-screen";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.finance.menu.invoices") };
}

/** Finance: qualified invoices by number or seller, each readable as issued, and their corrections. */
export default async function FinanceInvoicesPage({ searchParams }: Props) {
  await requireStaff("invoice.correct", "/staff/finance/invoices");
  const q = (await searchParams).q;
  return (
    <ScreenMessages screen="staff/finance/invoices/page">
      <InvoicesDesk initialQuery={textParam(q) ?? ""} />
    </ScreenMessages>
  );
}
