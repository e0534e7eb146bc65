import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Json } from "@/lib/api/json";
import { dashboardQueues, type Dashboard } from "@/lib/staff/dashboard";
import { requireStaff } from "@/lib/staff/page-staff";
import { ScreenMessages } from "../_components/screen-messages";
import { DashboardScreen } from "./dashboard-screen";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.menu.dashboard") };
}

/**
 * The console's first page: the queues of the desks this member's roles open (docs/staff.md "Dashboard"),
 * counted while the page renders, so the first paint has them; the screen then refreshes them itself.
 */
export default async function StaffDashboardPage({ searchParams }: Props) {
  const staff = await requireStaff("dashboard.view", "/staff");
  const t = await getTranslations();
  const denied = (await searchParams).denied === "1";
  const dashboard = JSON.parse(JSON.stringify(await dashboardQueues(staff.roles))) as Json<Dashboard>;
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t("staff.menu.dashboard")}</h1>
      <p className="text-sm text-slate-600">{t("staff.dashboard.welcome", { name: staff.name })}</p>
      {denied && (
        <p role="alert" className="rounded bg-amber-50 p-2 text-sm text-amber-800">
          {t("staff.dashboard.denied")}
        </p>
      )}
      <ScreenMessages screen="staff/page">
        <DashboardScreen initial={dashboard} />
      </ScreenMessages>
    </section>
  );
}
