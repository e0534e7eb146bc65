import type { Metadata } from "next";
import { optionParam, textParam } from "@/lib/http/page-params";
import { getTranslations } from "next-intl/server";
import { staffPackingContainers, staffPackingSteps } from "@/lib/api/endpoints/staffPacking";
import { countPackingSteps, listPackingDesk } from "@/lib/shipping/packing-desk";
import { PACKING_STEPS } from "@/lib/shipping/packing-steps";
import { requireStaff } from "@/lib/staff/page-staff";
import { can } from "@/lib/staff/roles";
import { ScreenMessages } from "../../_components/screen-messages";
import { firstDeskPage, firstStepCounts } from "../_components/first-desk-page";
import { PackingScreen } from "./packing-screen";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.menu.packing") };
}

/** The packing desk: confirm, pack on the scale, print, bill, dispatch, charges after (docs/shipping.md). */
export default async function StaffPackingPage({ searchParams }: Props) {
  const staff = await requireStaff("shipping.work", "/staff/packing");
  // The dashboard's queues link here with their step.
  const { step, q } = await searchParams;
  const initialStep = optionParam(PACKING_STEPS, step) ?? "pack";
  const initialQuery = textParam(q) ?? "";
  const [first, counts] = await Promise.all([
    firstDeskPage(staffPackingContainers, { step: initialStep, q: initialQuery }, listPackingDesk),
    firstStepCounts(staffPackingSteps, initialQuery, countPackingSteps),
  ]);
  return (
    <ScreenMessages screen="staff/packing/page">
      <PackingScreen
        initialStep={initialStep}
        initialQuery={initialQuery}
        first={first}
        counts={counts}
        may={{
          pack: can(staff.roles, "shipping.pack"),
          bill: can(staff.roles, "shipping.bill"),
          readCustomers: can(staff.roles, "customers.read"),
        }}
      />
    </ScreenMessages>
  );
}
