import type { Metadata } from "next";
import { optionParam, textParam } from "@/lib/http/page-params";
import { getTranslations } from "next-intl/server";
import { DEFECT_STEPS } from "@/lib/problems/defect-steps";
import { staffDefectsProblems } from "@/lib/api/endpoints/staffDefects";
import { listDefectsDesk } from "@/lib/problems/defects-desk";
import { requireStaff } from "@/lib/staff/page-staff";
import { firstDeskPage } from "../_components/first-desk-page";
import { ScreenMessages } from "../../_components/screen-messages";
import { DefectsScreen } from "./defects-screen";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.menu.defects") };
}

/** The defects desk: problems awaiting the agent's step after the seller chose (docs/warehouse.md). */
export default async function StaffDefectsPage({ searchParams }: Props) {
  await requireStaff("defects.work", "/staff/defects");
  // The dashboard's queue links here with its step.
  const { step, q } = await searchParams;
  const initialStep = optionParam(DEFECT_STEPS, step) ?? "quote";
  const initialQuery = textParam(q) ?? "";
  const first = await firstDeskPage(
    staffDefectsProblems,
    { step: initialStep, q: initialQuery },
    listDefectsDesk,
  );
  return (
    <ScreenMessages screen="staff/defects/page">
      <DefectsScreen initialStep={initialStep} initialQuery={initialQuery} first={first} />
    </ScreenMessages>
  );
}
