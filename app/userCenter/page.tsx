import { env } from "@/lib/env";
import { UserCenter } from "./user-center";

export const dynamic = "force-dynamic";

export default function UserCenterPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return <UserCenter kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID} />;
}
