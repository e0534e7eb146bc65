import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { UserShell } from "../../user/_components/user-shell";
import { AgentOrderForm } from "./agent-order-form";
import { LoadingCards } from "../../../_components/skeleton";
import { ScreenMessages } from "../../../_components/screen-messages";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("agentOrder");
  return { title: t("title") };
}

/**
 * /order/agentOrder?url=…&name=… (login required: proxy.ts): goods the catalogue does not know, ordered
 * through the agent (docs/order-lifecycle.md "Agent orders"). Not in SPEC §2; decided in docs/decisions.md.
 */
export default function AgentOrderPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <ScreenMessages screen="order/agentOrder/page">
      <UserShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        <Suspense fallback={<LoadingCards count={5} fill />}>
          <AgentOrderForm />
        </Suspense>
      </UserShell>
    </ScreenMessages>
  );
}
