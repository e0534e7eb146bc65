import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { UserShell } from "../user/_components/user-shell";
import { MaterialsScreen } from "./materials-screen";
import { LoadingCards } from "../../_components/skeleton";
import { ScreenMessages } from "../../_components/screen-messages";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shipmentPage");
  return { title: t("auxiliaryTitle") };
}

/** SPEC §2 /auxiliaryMaterialManagement: materials, cartons and the seller's box orders (login required: proxy.ts). */
export default function AuxiliaryMaterialManagementPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <ScreenMessages screen="auxiliaryMaterialManagement/page">
      <UserShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        <Suspense fallback={<LoadingCards count={5} fill />}>
          <MaterialsScreen />
        </Suspense>
      </UserShell>
    </ScreenMessages>
  );
}
