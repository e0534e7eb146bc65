import { env } from "@/lib/env";
import { UserShell } from "../_components/user-shell";
import { InvoicesScreen } from "./invoices-screen";
import { ScreenMessages } from "../../../_components/screen-messages";

export const dynamic = "force-dynamic";

/**
 * /user/invoices (not in SPEC §2; docs/invoices.md "Links"): the seller's qualified invoices month by month and
 * the monthly statement. Login required: proxy.ts guards /user/.
 */
export default function InvoicesPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <ScreenMessages screen="user/invoices/page">
      <UserShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        <InvoicesScreen />
      </UserShell>
    </ScreenMessages>
  );
}
