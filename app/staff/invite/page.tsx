import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "../../_components/screen-messages";
import { InviteScreen } from "./invite-screen";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.invite.title") };
}

/** The invitation link: set a password, enrol an authenticator (QR code), keep the recovery codes. */
export default async function StaffInvitePage({ searchParams }: Props) {
  const token = (await searchParams).token;
  return (
    <ScreenMessages screen="staff/invite/page">
      <InviteScreen token={typeof token === "string" ? token : ""} />
    </ScreenMessages>
  );
}
