import { env } from "@/lib/env";
import { UserShell } from "../_components/user-shell";
import { ClearanceList } from "./clearance-list";
import { ScreenMessages } from "../../../_components/screen-messages";

export const dynamic = "force-dynamic";

/** SPEC §2 /user/personAddress: clearance persons (importers of record). */
export default function PersonAddressPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <ScreenMessages screen="user/personAddress/page">
      <UserShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        <ClearanceList />
      </UserShell>
    </ScreenMessages>
  );
}
