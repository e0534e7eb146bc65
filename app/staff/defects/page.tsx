import type { Metadata } from "next";
import { optionParam, textParam } from "@/lib/http/page-params";
import { getTranslations } from "next-intl/server";
import { AGENT_DEFECT_STEPS, DEFECT_STEPS } from "@/lib/problems/defect-steps";
import { staffDefectsProblems, staffDefectsSteps } from "@/lib/api/endpoints/staffDefects";
import { countDefectSteps, listDefectsDesk } from "@/lib/problems/defects-desk";
import { requireStaff } from "@/lib/staff/page-staff";
import { firstDeskPage, firstStepCounts } from "../_components/first-desk-page";
import { ScreenMessages } from "../../_components/screen-messages";
import { DefectsScreen } from "./defects-screen";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.menu.defects") };
}

/** The defects desk: problems awaiting the agent's step after the seller chose (docs/warehouse.md). */
export default async function StaffDefectsPage({ searchParams }: Props) {
  await requireStaff("defects.work", "/staff/defects");
  const { step, q } = await searchParams;
  const initialQuery = textParam(q) ?? "";
  const counts = await firstStepCounts(staffDefectsSteps, initialQuery, countDefectSteps);
  // Without a step (the dashboard's "problems awaiting us" links here) the first of the agent's steps with work.
  const initialStep =
    optionParam(DEFECT_STEPS, step) ?? AGENT_DEFECT_STEPS.find((s) => counts?.[s]) ?? "quote";
  const first = await firstDeskPage(
    staffDefectsProblems,
    { step: initialStep, q: initialQuery },
    listDefectsDesk,
  );
  return (
    <ScreenMessages screen="staff/defects/page">
      <DefectsScreen initialStep={initialStep} initialQuery={initialQuery} first={first} counts={counts} />
    </ScreenMessages>
  );
}
