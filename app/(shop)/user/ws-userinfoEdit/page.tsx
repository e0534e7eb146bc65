import { env } from "@/lib/env";
import { UserInfoEdit } from "./user-info-edit";
import { ScreenMessages } from "../../../_components/screen-messages";

export const dynamic = "force-dynamic";

/** SPEC §2 /user/ws-userinfoEdit (login required: proxy.ts guards /user/). */
export default function UserInfoEditPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <ScreenMessages screen="user/ws-userinfoEdit/page">
      <UserInfoEdit kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID} />
    </ScreenMessages>
  );
}
