import { env } from "@/lib/env";
import { UserCenter } from "./user-center";
import { ScreenMessages } from "../../_components/screen-messages";

export const dynamic = "force-dynamic";

export default async function UserCenterPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <ScreenMessages screen="userCenter/page">
      <UserCenter kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID} />
    </ScreenMessages>
  );
}
