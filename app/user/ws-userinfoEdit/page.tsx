import { env } from "@/lib/env";
import { UserInfoEdit } from "./user-info-edit";

export const dynamic = "force-dynamic";

/** SPEC §2 /user/ws-userinfoEdit (login required: proxy.ts guards /user/). */
export default function UserInfoEditPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return <UserInfoEdit kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID} />;
}
