import { env } from "@/lib/env";
import { UserShell } from "../_components/user-shell";
import { CompanyEditor } from "./company-form";
import { ScreenMessages } from "../../../_components/screen-messages";

export const dynamic = "force-dynamic";

/**
 * /user/company (not in SPEC §2; docs/company.md): the seller's company details that qualified invoices and
 * customs papers print. Login required: proxy.ts guards /user/.
 */
export default function CompanyPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <ScreenMessages screen="user/company/page">
      <UserShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        <CompanyEditor />
      </UserShell>
    </ScreenMessages>
  );
}
