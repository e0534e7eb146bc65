import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "../../_components/screen-messages";
import { LanguageSwitcher } from "../../_components/language-switcher";
import { StaffLoginForm } from "./staff-login-form";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.login.title") };
}

export default async function StaffLoginPage({ searchParams }: Props) {
  const redirect = (await searchParams).redirect;
  // Only the console's own pages: an open redirect would hand a signed-in member to another site.
  const next = typeof redirect === "string" && /^\/staff(\/|$|\?)/.test(redirect) ? redirect : "/staff";
  return (
    <ScreenMessages screen="staff/login/page">
      {/* Before the sign-in the console cannot know the member's language: they choose it, as a seller does. */}
      <div className="mb-3 flex justify-end">
        <LanguageSwitcher />
      </div>
      <StaffLoginForm next={next} />
    </ScreenMessages>
  );
}
