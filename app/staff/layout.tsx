import type { ReactNode } from "react";
import Link from "@/app/_components/link";
import { getTranslations } from "next-intl/server";
import { pageStaff } from "@/lib/staff/page-staff";
import { can } from "@/lib/staff/roles";
import { ScreenMessages } from "../_components/screen-messages";
import { CONSOLE_MENU } from "./_components/console-menu";
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
        <nav
          aria-label={t("staff.menu.label")}
          className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 pb-2"
        >
          {menu.map((entry) => (
            <Link
              key={entry.href}
              href={entry.href}
              className="whitespace-nowrap rounded px-3 py-1.5 text-sm text-slate-200 hover:bg-slate-700"
            >
              {t(entry.label)}
            </Link>
          ))}
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-4">{children}</main>
    </>
  );
}
