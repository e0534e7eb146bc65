import { env } from "@/lib/env";
import { WalletShell } from "../../../_wallet/wallet-shell";
import { TopUpHub } from "./top-up-hub";
import { ScreenMessages } from "../../../_components/screen-messages";

export const dynamic = "force-dynamic";

/** SPEC §2 /account/accountPay: top-up by PayPal or bank transfer. */
export default function AccountPayPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <ScreenMessages screen="account/accountPay/page">
      <WalletShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        <TopUpHub />
      </WalletShell>
    </ScreenMessages>
  );
}
