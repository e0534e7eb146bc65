import { env } from "@/lib/env";
import { WalletShell } from "../../../_wallet/wallet-shell";
import { TopUpRecords } from "./top-up-records";
import { firstTopUps } from "./first-top-ups";
import { ScreenMessages } from "../../../_components/screen-messages";

export const dynamic = "force-dynamic";

/** SPEC §2 /account/rechargeList: the customer's top-up requests. */
export default async function RechargeListPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <ScreenMessages screen="account/rechargeList/page">
      <WalletShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        <TopUpRecords first={await firstTopUps()} />
      </WalletShell>
    </ScreenMessages>
  );
}
