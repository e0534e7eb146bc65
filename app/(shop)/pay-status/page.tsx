import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { PayStatusScreen } from "./pay-status-screen";
import { ScreenMessages } from "../../_components/screen-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orderPage");
  return { title: t("payStatusTitle") };
}

/** SPEC §2 /pay-status: the result of paying orders (login required: proxy.ts). */
export default function PayStatusPage() {
  return (
    <ScreenMessages screen="pay-status/page">
      <Suspense>
        <PayStatusScreen />
      </Suspense>
    </ScreenMessages>
  );
}
