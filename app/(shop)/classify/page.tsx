import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClassifyScreen } from "./classify-screen";
import { ScreenMessages } from "../../_components/screen-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("search");
  return { title: t("classifyTitle") };
}

/** /classify: category browse (SPEC §2). */
export default function ClassifyPage() {
  return (
    <ScreenMessages screen="classify/page">
      <ClassifyScreen />
    </ScreenMessages>
  );
}
