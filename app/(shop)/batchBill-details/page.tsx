import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { UserShell } from "../user/_components/user-shell";
import { BillDetailsScreen } from "./bill-details-screen";
import { LoadingCards } from "../../_components/skeleton";
import { ScreenMessages } from "../../_components/screen-messages";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shipmentPage");
  return { title: t("howBilled") };
}

/** SPEC §2 /batchBill-details?id=: how a packing list's bill came about (login required: proxy.ts). */
export default function BatchBillDetailsPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <ScreenMessages screen="batchBill-details/page">
      <UserShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        <Suspense fallback={<LoadingCards count={5} fill />}>
          <BillDetailsScreen />
        </Suspense>
      </UserShell>
    </ScreenMessages>
  );
}
