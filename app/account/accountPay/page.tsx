import { env } from "@/lib/env";
import { WalletShell } from "../../_wallet/wallet-shell";
import { TopUpHub } from "./top-up-hub";

export const dynamic = "force-dynamic";

/** SPEC §2 /account/accountPay: top-up by PayPal or bank transfer. */
export default function AccountPayPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <WalletShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
      <TopUpHub />
    </WalletShell>
  );
}
