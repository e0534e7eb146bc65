import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { requireStaff } from "@/lib/staff/page-staff";
import { can } from "@/lib/staff/roles";
import { ZDbId } from "@/lib/validation/rules";
import { ScreenMessages } from "../../../../_components/screen-messages";
import { TopUpReviewScreen } from "./review-screen";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.finance.menu.topUps") };
}

/** One top-up beside its slip: approve or reject it (docs/staff.md "Finance desk"). */
export default async function FinanceTopUpPage({ params }: Props) {
  const { id: raw } = await params;
  const staff = await requireStaff("topups.review", `/staff/finance/topups/${encodeURIComponent(raw)}`);
  const id = ZDbId.safeParse(raw);
  if (!id.success) notFound();
  return (
    <ScreenMessages screen="staff/finance/topups/[id]/page">
      <TopUpReviewScreen
        id={id.data}
        links={{ ledger: can(staff.roles, "ledger.read"), adjust: can(staff.roles, "balance.adjust") }}
      />
    </ScreenMessages>
  );
}
