import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { ScreenMessages } from "../../_components/screen-messages";
import { LanguageSetting } from "./language-setting";
import { PasswordSetting } from "./password-setting";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.menu.account") };
}

export default async function StaffAccountPage() {
  const staff = await requireStaff("account.own", "/staff/account");
  const t = await getTranslations();
  return (
    <section className="card flex max-w-lg flex-col gap-3">
      <h1 className="text-xl font-bold">{t("staff.menu.account")}</h1>
      <dl className="grid grid-cols-[8rem_1fr] gap-1 text-sm">
        <dt className="text-slate-500">{t("staff.team.email")}</dt>
        <dd>{staff.email}</dd>
        <dt className="text-slate-500">{t("staff.team.roles")}</dt>
        <dd>{staff.roles.map((r) => t(`staff.roles.${r}`)).join(" / ")}</dd>
        {staff.serviceCode && (
          <>
            <dt className="text-slate-500">{t("staff.team.serviceCode")}</dt>
            <dd>{staff.serviceCode}</dd>
          </>
        )}
      </dl>
      <ScreenMessages screen="staff/account/page">
        <LanguageSetting current={staff.language} />
        <PasswordSetting />
      </ScreenMessages>
    </section>
  );
}
