import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "../../_components/screen-messages";
import { EmailUndoScreen } from "./email-undo-screen";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t("emailUndo.title") };
}

/**
 * The link mailed to the old address after an email change (docs/decisions.md "Email change"). Opening it
 * changes nothing (mail scanners open links); the button does.
 */
export default async function EmailUndoPage({ searchParams }: Props) {
  const token = (await searchParams).token;
  return (
    <ScreenMessages screen="emailUndo/page">
      <EmailUndoScreen token={typeof token === "string" ? token : ""} />
    </ScreenMessages>
  );
}
