import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { SubmitScreen } from "./submit-screen";
import { ScreenMessages } from "../../../_components/screen-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orderPage");
  return { title: t("submitTitle") };
}

/** SPEC §2 /cart/submit?ids=…: order submit (login required: proxy.ts; kept alive). */
export default function CartSubmitPage() {
  return (
    <ScreenMessages screen="cart/submit/page">
      <Suspense>
        <SubmitScreen />
      </Suspense>
    </ScreenMessages>
  );
}
