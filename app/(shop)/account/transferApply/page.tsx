import { env } from "@/lib/env";
import { WalletShell } from "../../../_wallet/wallet-shell";
import { WithdrawalForm } from "./withdrawal-form";
import { WithdrawalList } from "./withdrawal-list";
import { ScreenMessages } from "../../../_components/screen-messages";

export const dynamic = "force-dynamic";

/** SPEC §2 /account/transferApply: withdrawal (transfer) application and the customer's requests. */
export default function TransferApplyPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <ScreenMessages screen="account/transferApply/page">
      <WalletShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        <WithdrawalForm />
        <WithdrawalList />
      </WalletShell>
    </ScreenMessages>
  );
}
