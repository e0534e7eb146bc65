import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { pageStaff } from "@/lib/staff/page-staff";
import { can } from "@/lib/staff/roles";
import { ScreenMessages } from "../_components/screen-messages";
import { CONSOLE_MENU } from "./_components/console-menu";
import { ConsoleNav } from "./_components/console-nav";
import { SignOutButton } from "./_components/sign-out-button";
import { StaffProviders } from "./_components/staff-providers";

/**
 * The console's providers are here, not in the root layout: the client components of a layout travel
 * together, so under the root layout the console's pages loaded the shop's header, menus and session
 * (docs/performance.md "First-load JavaScript").
 */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <ScreenMessages screen="staff/layout">
      <StaffProviders>
        <StaffFrame>{children}</StaffFrame>
      </StaffProviders>
    </ScreenMessages>
  );
}

/** The staff console's frame: who is signed in, and the desks their roles open (docs/staff.md "Console"). */
async function StaffFrame({ children }: { children: ReactNode }) {
  const staff = await pageStaff();
  const t = await getTranslations();
  if (!staff) return <main className="mx-auto max-w-md px-4 py-8">{children}</main>;
  const menu = CONSOLE_MENU.filter((entry) => can(staff.roles, entry.permission));
  return (
    <>
      <header className="border-b border-slate-200 bg-slate-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2">
          <span className="font-bold">{t("staff.console")}</span>
          <span className="text-sm text-slate-300" data-testid="staff-who">
            {staff.name} · {staff.roles.map((r) => t(`staff.roles.${r}`)).join(" / ")}
          </span>
          <SignOutButton />
        </div>
        <ConsoleNav
          label={t("staff.menu.label")}
          entries={menu.map((entry) => ({
            href: entry.href,
            text: t(entry.label),
            keep: entry.floor && can(staff.roles, "warehouse.work"),
          }))}
        />
      </header>
      <main className="mx-auto max-w-6xl px-4 py-4">{children}</main>
    </>
  );
}
